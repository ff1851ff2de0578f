/**
 * The loader's styles, inside its shadow root: the launcher, the dialog's frame (floating on a
 * desktop, full-screen on a phone) and the theme's custom properties. `:host { all: initial }` keeps
 * the host page's styles out; nothing here can reach the host page.
 */
export const PHONE_QUERY = "(max-width: 640px)";

export const LOADER_CSS = `
:host{all:initial}
.lc{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--lc-fg);-webkit-text-size-adjust:100%}
.lc *,.lc *::before,.lc *::after{box-sizing:border-box}
.lc [hidden]{display:none!important}
.sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.launcher{position:fixed;bottom:20px;z-index:2147483000;width:56px;height:56px;border-radius:50%;border:2px solid var(--lc-on-primary);
background:var(--lc-primary);color:var(--lc-on-primary);cursor:pointer;display:grid;place-items:center;
box-shadow:0 0 0 2px var(--lc-primary),0 6px 18px rgba(0,0,0,.28)}
.lc[data-position=bottom-right] .launcher{right:20px}.lc[data-position=bottom-left] .launcher{left:20px}
.launcher svg{width:28px;height:28px}
button:focus-visible,a:focus-visible,textarea:focus-visible,select:focus-visible{outline:3px solid var(--lc-focus);outline-offset:2px}
.launcher:focus-visible{outline-color:var(--lc-fg);outline-offset:3px}
.dialog{position:fixed;bottom:88px;z-index:2147483001;width:min(400px,calc(100vw - 32px));height:min(640px,calc(100vh - 112px));
display:flex;flex-direction:column;background:var(--lc-bg);color:var(--lc-fg);border:1px solid var(--lc-border);border-radius:14px;
box-shadow:0 12px 40px rgba(0,0,0,.3);overflow:hidden}
.lc[data-position=bottom-right] .dialog{right:20px}.lc[data-position=bottom-left] .dialog{left:20px}
.head{display:flex;align-items:center;gap:6px;padding:10px 10px 10px 16px;background:var(--lc-primary);color:var(--lc-on-primary)}
.head h2{flex:1;margin:0;font-size:16px;font-weight:650;line-height:1.25;min-width:0}
.actions{display:flex;gap:4px;align-items:center}
.icon-btn{min-width:40px;height:40px;border-radius:8px;border:0;background:transparent;color:inherit;cursor:pointer;font:inherit;
display:inline-grid;place-items:center;padding:0 8px}
.icon-btn:hover{background:rgba(127,127,127,.22)}
.head :focus-visible{outline-color:var(--lc-on-primary)}
.body{flex:1;min-height:0;display:flex;flex-direction:column;background:var(--lc-bg)}
.status{margin:auto;padding:24px;text-align:center;color:var(--lc-muted)}
.status[role=alert]{color:var(--lc-fg)}
.status button{margin-top:12px}
.btn{min-height:40px;padding:8px 14px;border-radius:8px;border:1px solid var(--lc-accent);background:var(--lc-bg);color:var(--lc-accent);
font:inherit;font-weight:600;cursor:pointer}
.btn-primary{background:var(--lc-primary);color:var(--lc-on-primary);border-color:var(--lc-primary)}
@media ${PHONE_QUERY}{
.dialog{inset:0!important;width:100%;height:100%;max-height:none;border-radius:0;border:0}
.lc[data-open] .launcher{display:none}
}
@media (prefers-reduced-motion:no-preference){.dialog{animation:lc-in .16s ease-out}@keyframes lc-in{from{opacity:0;transform:translateY(8px)}}}
`;
