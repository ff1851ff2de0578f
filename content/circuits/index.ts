/** Every travel guide's text (one module per guide), for the guide pages and the itinerary planner. */
import type { GuideContent } from "../../contracts/travel-guides.ts";
import { baguioCordilleras } from "./baguio-cordilleras.ts";
import { bohol } from "./bohol.ts";
import { boracayAklan } from "./boracay-aklan.ts";
import { cebu } from "./cebu.ts";
import { coronPalawan } from "./coron-palawan.ts";
import { davao } from "./davao.ts";
import { elNidoPalawan } from "./el-nido-palawan.ts";
import { mtMayonAlbay } from "./mt-mayon-albay.ts";
import { siargao } from "./siargao.ts";
import { undergroundRiverPalawan } from "./underground-river-palawan.ts";

export const GUIDE_CONTENT: readonly GuideContent[] = [
  baguioCordilleras,
  bohol,
  boracayAklan,
  cebu,
  coronPalawan,
  davao,
  elNidoPalawan,
  mtMayonAlbay,
  siargao,
  undergroundRiverPalawan,
];
