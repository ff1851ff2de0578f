/** The ten travel circuits live in contracts (core's weather and tide use cases need them too). */
export { type Circuit, CIRCUITS, findCircuit } from "../../../contracts/circuits.ts";
