/** The panel's styles (added to the widget's shadow root when the panel loads). */
export const PANEL_CSS = `
.log{flex:1;min-height:0;overflow-y:auto;padding:14px 14px 6px;display:flex;flex-direction:column;gap:10px;overscroll-behavior:contain}
.msg{max-width:88%;padding:9px 12px;border-radius:14px;white-space:pre-wrap;overflow-wrap:anywhere}
.msg p{margin:0}
.msg-bot{align-self:flex-start;background:var(--lc-surface);color:var(--lc-fg);border-bottom-left-radius:4px}
.msg-user{align-self:flex-end;background:var(--lc-user-bg);color:var(--lc-user-fg);border-bottom-right-radius:4px}
.msg-error{align-self:stretch;max-width:none;background:var(--lc-bg);border:1px solid var(--lc-border);border-left:4px solid #b91c1c}
.lc[data-theme=dark] .msg-error{border-left-color:#f87171}
.msg-error .btn{margin-top:8px}
.who{display:block;font-size:12px;font-weight:600;color:var(--lc-muted);margin-bottom:2px}
.msg-user .who{color:inherit}
.typing{color:var(--lc-muted);font-style:italic}
.cards{list-style:none;margin:8px 0 0;padding:0;display:grid;gap:8px;white-space:normal}
.card{background:var(--lc-bg);border:1px solid var(--lc-border);border-radius:10px;padding:9px 11px}
.card p{margin:2px 0}
.card-title{font-weight:650}
.card-meta{font-size:13px;color:var(--lc-muted)}
.card-price{font-weight:650}
.card-list{margin:4px 0;padding-left:18px}
.card a,.links a{color:var(--lc-accent);text-decoration:underline;text-underline-offset:2px}
.card-link{margin-top:6px!important}
.links{list-style:none;margin:8px 0 0;padding:0;display:flex;flex-wrap:wrap;gap:2px 16px;white-space:normal}
.links a{display:inline-block;padding:4px 0;font-weight:600}
.choices{display:flex;flex-wrap:wrap;gap:6px;margin-top:6px}
.chip{min-height:36px;padding:6px 12px;border-radius:18px}
.chip:hover,.btn:hover{background:var(--lc-surface)}
.btn-primary:hover{background:var(--lc-primary);filter:brightness(.95)}
.composer{display:flex;gap:8px;align-items:flex-end;padding:10px 12px 12px;border-top:1px solid var(--lc-border);background:var(--lc-bg)}
.composer textarea{flex:1;resize:none;min-height:42px;max-height:132px;padding:9px 11px;border-radius:10px;border:1px solid var(--lc-border);
background:var(--lc-bg);color:var(--lc-fg);font:inherit;line-height:1.4}
.composer textarea::placeholder{color:var(--lc-muted);opacity:1}
.composer .btn-primary{min-height:42px}
.composer button[disabled]{opacity:.7;cursor:progress}
.hint{font-size:12px;color:var(--lc-muted);padding:0 14px 8px;margin:0;background:var(--lc-bg)}
.theme{height:34px;border-radius:8px;border:1px solid var(--lc-on-primary);background:var(--lc-primary);color:var(--lc-on-primary);font:inherit;font-size:13px;padding:0 4px}
.theme option{background:var(--lc-bg);color:var(--lc-fg)}
`;
