export {
  lowTideThreshold,
  lowTideWindows,
  manilaToday,
  nearestTideStation,
  tideForecast,
  tideStation,
  tideStations,
} from "../../../core/tides/tides.ts";
