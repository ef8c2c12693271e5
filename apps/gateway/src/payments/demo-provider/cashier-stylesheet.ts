/** The demo cashier's stylesheet, served as /lgw/demo/cashier/cashier.css (the CSP allows 'self' only). */
export const CASHIER_STYLESHEET = `
*, *::before, *::after { box-sizing: border-box; }
body {
  margin: 0; min-height: 100vh; background: #eef2f7; color: #13233a; line-height: 1.45;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif;
}
.cashier { max-width: 28rem; margin: 0 auto; padding: 1.25rem 1rem 2rem; display: grid; gap: 1rem; }
.cashier h1 { margin: 0; font-size: 1.35rem; }
.intro { margin: 0; color: #3c4d66; }
.summary { margin: 0; padding: 1rem; background: #fff; border-radius: 0.75rem; border: 1px solid #c9d3e1; display: grid; gap: 0.5rem; }
.summary div { display: flex; justify-content: space-between; gap: 1rem; }
.summary dt { color: #3c4d66; }
.summary dd { margin: 0; font-weight: 600; text-align: end; overflow-wrap: anywhere; }
.actions { display: grid; gap: 0.5rem; }
.actions button {
  font: inherit; font-weight: 700; padding: 0.8rem 1rem; border-radius: 0.6rem; cursor: pointer;
  border: 2px solid #1b4f9c; background: #fff; color: #1b4f9c;
}
.actions button[data-outcome="SUCCESS"] { background: #1b4f9c; color: #fff; }
.actions button:disabled { opacity: 0.6; cursor: progress; }
.actions button:focus-visible { outline: 3px solid #f0a202; outline-offset: 2px; }
.result { margin: 0; min-height: 1.5em; font-weight: 600; }
.closed { padding: 1rem; background: #fff; border-radius: 0.75rem; }
`;
