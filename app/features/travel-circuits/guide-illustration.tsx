/**
 * Our own drawings of each destination (no photographs: we only show images we made or may use). Plain
 * SVG with Tailwind fills, so they follow dark mode and cost no request.
 */
import type { ReactNode } from "react";
import type { Scene } from "../../../contracts/travel-guides.ts";

const SKY = "fill-sky-100 dark:fill-slate-800";
const SEA = "fill-sky-500 dark:fill-sky-800";
const DEEP = "fill-sky-700 dark:fill-sky-950";
const SAND = "fill-amber-100 dark:fill-stone-500";
const GREEN = "fill-emerald-600 dark:fill-emerald-800";
const DARK_GREEN = "fill-emerald-800 dark:fill-emerald-950";
const ROCK = "fill-slate-500 dark:fill-slate-600";
const SUN = "fill-amber-300 dark:fill-amber-200";
const INK = "fill-slate-800 dark:fill-slate-200";
const WHITE = "fill-white dark:fill-slate-300";

function Palm({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M0 0 C 4 -20 6 -40 2 -60" className="stroke-amber-800 dark:stroke-amber-600" strokeWidth={4} fill="none" />
      <ellipse cx={-12} cy={-60} rx={16} ry={5} transform="rotate(-20 -12 -60)" className={GREEN} />
      <ellipse cx={16} cy={-60} rx={16} ry={5} transform="rotate(20 16 -60)" className={GREEN} />
      <ellipse cx={2} cy={-66} rx={5} ry={14} className={GREEN} />
    </g>
  );
}

function Bangka({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M-22 0 Q0 10 22 0 L18 -4 L-18 -4 Z" className={WHITE} />
      <path d="M-30 4 L30 4" className="stroke-slate-700 dark:stroke-slate-300" strokeWidth={1.5} />
      <rect x={-6} y={-12} width={12} height={8} className="fill-sky-900 dark:fill-sky-300" />
    </g>
  );
}

const SCENES: Record<Scene, () => ReactNode> = {
  beach: () => (
    <>
      <circle cx={240} cy={78} r={22} className={SUN} />
      <rect y={88} width={320} height={40} className={SEA} />
      <path d="M0 150 Q120 110 320 128 L320 160 L0 160 Z" className={SAND} />
      <path d="M170 84 L170 60 L186 82 Z" className={WHITE} />
      <path d="M160 86 L192 86 L186 92 L166 92 Z" className={INK} />
      <Palm x={50} y={140} />
      <Palm x={86} y={136} s={0.8} />
    </>
  ),
  karst: () => (
    <>
      <rect y={100} width={320} height={60} className="fill-teal-400 dark:fill-teal-800" />
      <path d="M30 104 C30 40 60 30 70 50 C80 30 100 60 96 104 Z" className={ROCK} />
      <path d="M36 60 C50 50 62 56 70 50 C60 40 40 44 36 60 Z" className={GREEN} />
      <path d="M150 104 C146 20 186 10 196 40 C206 24 230 50 226 104 Z" className="fill-slate-600 dark:fill-slate-500" />
      <path d="M156 42 C170 30 186 34 196 40 C186 20 162 22 156 42 Z" className={GREEN} />
      <path d="M250 104 C252 64 270 56 280 70 C292 58 306 80 304 104 Z" className={ROCK} />
      <Bangka x={120} y={128} />
    </>
  ),
  hills: () => (
    <>
      <circle cx={262} cy={40} r={16} className={SUN} />
      {[20, 70, 120, 170, 220, 270, 310].map((x, i) => (
        <ellipse key={x} cx={x} cy={110} rx={26} ry={i % 2 ? 30 : 24} className="fill-amber-700 dark:fill-amber-900" />
      ))}
      <rect y={108} width={320} height={52} className={GREEN} />
      <path d="M190 160 C200 120 230 104 300 100" className="stroke-amber-900 dark:stroke-amber-700" strokeWidth={5} fill="none" />
      <g transform="translate(262 100)">
        <ellipse cx={0} cy={8} rx={8} ry={10} className="fill-stone-500 dark:fill-stone-400" />
        <circle cx={0} cy={-6} r={8} className="fill-stone-500 dark:fill-stone-400" />
        <circle cx={-3.5} cy={-7} r={3.5} className={SUN} />
        <circle cx={3.5} cy={-7} r={3.5} className={SUN} />
        <circle cx={-3.5} cy={-7} r={1.5} className={INK} />
        <circle cx={3.5} cy={-7} r={1.5} className={INK} />
      </g>
    </>
  ),
  volcano: () => (
    <>
      <ellipse cx={170} cy={16} rx={22} ry={8} className="fill-slate-300 dark:fill-slate-600" />
      <ellipse cx={186} cy={8} rx={16} ry={6} className="fill-slate-300 dark:fill-slate-600" />
      <path d="M20 130 C110 110 150 60 162 28 L178 28 C190 60 230 110 320 130 Z" className="fill-slate-600 dark:fill-slate-500" />
      <path d="M162 28 L178 28 L174 40 L166 40 Z" className="fill-slate-400" />
      <rect y={126} width={320} height={34} className={GREEN} />
      <g transform="translate(70 96)">
        <rect x={0} y={0} width={22} height={42} className="fill-stone-600 dark:fill-stone-400" />
        <path d="M6 42 L6 30 Q11 22 16 30 L16 42 Z" className={INK} />
        <rect x={4} y={-8} width={14} height={8} className="fill-stone-600 dark:fill-stone-400" />
      </g>
    </>
  ),
  terraces: () => (
    <>
      <path d="M0 90 L90 30 L170 80 L240 40 L320 90 L320 160 L0 160 Z" className={DARK_GREEN} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <path
          key={i}
          d={`M0 ${96 + i * 11} Q160 ${78 + i * 11} 320 ${96 + i * 11}`}
          className="stroke-lime-300 dark:stroke-lime-700"
          strokeWidth={5}
          fill="none"
        />
      ))}
      {[30, 52, 270, 292].map((x) => (
        <path key={x} d={`M${x} 80 L${x - 9} 100 L${x + 9} 100 Z`} className={DARK_GREEN} />
      ))}
      <ellipse cx={200} cy={60} rx={70} ry={8} className="fill-white/70 dark:fill-slate-400/40" />
    </>
  ),
  city: () => (
    <>
      <path d="M0 92 Q80 60 160 84 Q240 60 320 88 L320 110 L0 110 Z" className={GREEN} />
      <rect y={108} width={320} height={52} className={SEA} />
      <g transform="translate(180 52)">
        <rect x={0} y={20} width={70} height={60} className="fill-stone-200 dark:fill-stone-500" />
        <path d="M-4 22 L35 0 L74 22 Z" className="fill-stone-300 dark:fill-stone-600" />
        <path d="M26 80 L26 58 Q35 46 44 58 L44 80 Z" className={INK} />
        <circle cx={35} cy={36} r={6} className="fill-sky-800 dark:fill-sky-300" />
      </g>
      <g transform="translate(100 62)">
        <rect x={-3} y={0} width={6} height={62} className="fill-amber-800 dark:fill-amber-600" />
        <rect x={-16} y={14} width={32} height={6} className="fill-amber-800 dark:fill-amber-600" />
      </g>
    </>
  ),
  surf: () => (
    <>
      <rect y={80} width={320} height={80} className={SEA} />
      <path d="M40 160 C40 90 130 70 170 104 C140 92 110 110 122 160 Z" className={DEEP} />
      <path d="M170 104 C150 96 132 104 128 118" className="stroke-white dark:stroke-slate-300" strokeWidth={4} fill="none" />
      <g transform="translate(108 96) rotate(-14)">
        <ellipse cx={0} cy={10} rx={20} ry={4} className={SUN} />
        <path d="M0 8 L0 -8 M0 -2 L-9 2 M0 -2 L9 -6" className="stroke-slate-900 dark:stroke-slate-100" strokeWidth={3} />
        <circle cx={0} cy={-12} r={4} className={INK} />
      </g>
      <rect x={200} y={74} width={120} height={6} className="fill-amber-800 dark:fill-amber-600" />
      {[210, 240, 270, 300].map((x) => (
        <rect key={x} x={x} y={80} width={3} height={24} className="fill-amber-900 dark:fill-amber-700" />
      ))}
      <Palm x={290} y={76} s={0.8} />
    </>
  ),
  "river-cave": () => (
    <>
      <path d="M40 130 C40 50 110 20 200 24 C280 28 320 60 320 130 Z" className={ROCK} />
      <path d="M40 70 C80 24 160 12 220 18 C280 24 316 46 320 70 C270 50 200 44 140 50 C100 54 60 64 40 70 Z" className={GREEN} />
      <path d="M120 130 C120 90 150 76 180 76 C210 76 236 92 236 130 Z" className="fill-slate-950" />
      <rect y={126} width={320} height={34} className="fill-teal-600 dark:fill-teal-900" />
      <Bangka x={110} y={140} />
    </>
  ),
  wrecks: () => (
    <>
      <path d="M0 70 C20 20 60 16 90 60 C110 30 140 40 150 70 Z" className="fill-slate-600 dark:fill-slate-500" />
      <path d="M200 70 C210 34 250 26 270 50 C290 30 316 46 320 70 Z" className={ROCK} />
      <rect y={68} width={320} height={92} className="fill-cyan-500 dark:fill-cyan-900" />
      <rect y={68} width={320} height={8} className="fill-cyan-300 dark:fill-cyan-700" />
      <g transform="translate(80 122) rotate(-6)">
        <path d="M0 0 L150 0 L136 22 L12 22 Z" className="fill-cyan-800 dark:fill-cyan-950" />
        <rect x={50} y={-16} width={36} height={16} className="fill-cyan-800 dark:fill-cyan-950" />
        <rect x={100} y={-26} width={6} height={26} className="fill-cyan-800 dark:fill-cyan-950" />
      </g>
    </>
  ),
  mountain: () => (
    <>
      <path d="M0 130 C60 100 110 40 170 36 C230 40 280 100 320 120 L320 160 L0 160 Z" className={GREEN} />
      <path d="M0 140 C80 120 200 126 320 134 L320 160 L0 160 Z" className={DARK_GREEN} />
      <ellipse cx={120} cy={48} rx={40} ry={9} className="fill-white/80 dark:fill-slate-500/60" />
      <ellipse cx={220} cy={30} rx={30} ry={7} className="fill-white/80 dark:fill-slate-500/60" />
      <path
        d="M200 74 Q216 58 232 70 Q240 64 248 70 Q264 58 280 74 Q262 68 248 76 L240 82 L232 76 Q218 68 200 74 Z"
        className="fill-amber-900 dark:fill-amber-700"
      />
    </>
  ),
};

/** The drawing for a scene, with its credit line. */
export function GuideIllustration(props: {
  scene: Scene;
  alt: string;
  /** The language of `alt` when it is not the page's (a guide's English description on a Filipino page). */
  altLang?: string;
  credit?: string;
  className?: string;
  frameClassName?: string;
}) {
  const { scene, alt, altLang, credit, className, frameClassName = "aspect-[2/1]" } = props;
  const drawing = (
    <>
      <rect width={320} height={160} className={SKY} />
      {SCENES[scene]()}
    </>
  );
  // An empty alt marks a decorative copy (a card whose text already names the place).
  const svg = alt ? (
    <svg viewBox="0 0 320 160" role="img" lang={altLang} className="block h-full w-full" preserveAspectRatio="xMidYMid slice">
      <title>{alt}</title>
      {drawing}
    </svg>
  ) : (
    <svg viewBox="0 0 320 160" aria-hidden="true" className="block h-full w-full" preserveAspectRatio="xMidYMid slice">
      {drawing}
    </svg>
  );
  if (!credit) return <div className={`${frameClassName} ${className ?? ""}`}>{svg}</div>;
  return (
    <figure className={className}>
      <div className={`overflow-hidden rounded-2xl ${frameClassName}`}>{svg}</div>
      <figcaption className="mt-1 text-xs text-slate-600 dark:text-slate-400">{credit}</figcaption>
    </figure>
  );
}
