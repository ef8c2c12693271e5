/** The demo slot page's stylesheet, served as /lgw/demo/slot/slot.css (no inline styles: the CSP allows 'self' only). */
export const SLOT_STYLESHEET = `
*, *::before, *::after { box-sizing: border-box; }
html { color-scheme: dark; }
body {
  margin: 0;
  min-height: 100vh;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif;
  background: radial-gradient(circle at top, #3b1466, #14061f 70%);
  color: #fdf7ff;
  line-height: 1.4;
}
.slot { max-width: 30rem; margin: 0 auto; padding: 1rem 0.75rem 1.5rem; display: grid; gap: 0.875rem; }
.slot-header h1 { margin: 0; font-size: 1.35rem; }
.mode { margin: 0.25rem 0 0; font-size: 0.875rem; color: #e3d2f5; }
.reels {
  list-style: none; margin: 0; padding: 0.75rem;
  display: grid; grid-template-columns: repeat(3, 1fr); gap: 0.5rem;
  background: #240b3d; border: 3px solid #f5c542; border-radius: 1rem;
}
.reel {
  aspect-ratio: 1; display: grid; place-items: center;
  background: linear-gradient(#fffdf5, #efe3c4); color: #2b0f45;
  border-radius: 0.75rem; font-size: clamp(2.25rem, 14vw, 3.5rem); font-weight: 800; overflow: hidden;
}
.reel.spinning .glyph { animation: reel-roll 0.12s linear infinite; }
@keyframes reel-roll { from { transform: translateY(-35%); opacity: 0.4; } to { transform: translateY(35%); opacity: 0.4; } }
.reel.winning { outline: 4px solid #ffd54f; outline-offset: -4px; }
.result { margin: 0; min-height: 2.8em; font-size: 1.05rem; font-weight: 600; text-align: center; }
.result.win { color: #ffe082; }
.result.error { color: #ffab91; }
.meters { margin: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 0.5rem; }
.meters div { background: #2a1142; border-radius: 0.5rem; padding: 0.5rem 0.75rem; }
.meters dt { font-size: 0.8rem; color: #e3d2f5; }
.meters dd { margin: 0; font-size: 1.15rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.controls { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.controls label { font-weight: 600; }
select, button { font: inherit; min-height: 2.75rem; border-radius: 0.5rem; }
select { padding: 0 0.75rem; background: #fdf7ff; color: #1d0a2e; border: 2px solid #c9b3e6; }
button {
  flex: 1 1 8rem; padding: 0 1.25rem; border: 0; cursor: pointer;
  background: #f5c542; color: #2b0f45; font-weight: 800; letter-spacing: 0.03em;
}
button:hover { background: #ffd865; }
button[disabled] { cursor: progress; opacity: 0.7; }
select:focus-visible, button:focus-visible { outline: 3px solid #7fdbff; outline-offset: 2px; }
.paytable h2 { font-size: 1rem; margin: 0 0 0.375rem; }
.paytable table { width: 100%; border-collapse: collapse; font-size: 0.9rem; }
.paytable th, .paytable td { text-align: left; padding: 0.3rem 0.25rem; border-bottom: 1px solid #4a2a6b; font-weight: normal; }
.paytable thead th { font-weight: 700; color: #e3d2f5; }
.paytable td { text-align: right; white-space: nowrap; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.ended p { margin: 0; }
@media (prefers-reduced-motion: reduce) {
  .reel.spinning .glyph { animation: none; }
}
`;
