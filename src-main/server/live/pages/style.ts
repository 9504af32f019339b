/**
 * The live pages' style: a phone first (390 px wide), large type, black on white with one dark
 * blue, so a page reads in the sun at arm's length; the system's own fonts, nothing fetched.
 */
export const LIVE_STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",Arial,sans-serif;font-size:19px;line-height:1.4;color:#000;background:#fff}
a{color:#0b3a66;text-decoration-thickness:2px;text-underline-offset:3px}
a:focus-visible,input:focus-visible,button:focus-visible{outline:3px solid #e07b00;outline-offset:2px}
.top{display:flex;align-items:flex-start;justify-content:space-between;gap:.6rem;padding:.6rem .8rem .4rem;background:#0b3a66;color:#fff}
.top p{margin:0}
.top .name{font-weight:800;font-size:1.1rem;line-height:1.25}
.top .when{font-size:.9rem}
.top .lang{color:#fff;font-weight:700;border:2px solid #fff;border-radius:6px;padding:.1rem .5rem;white-space:nowrap;text-decoration:none}
nav{position:sticky;top:0;z-index:1;background:#fff;border-bottom:3px solid #0b3a66}
nav ul{display:flex;margin:0;padding:0;list-style:none}
nav li{flex:1}
nav a{display:block;text-align:center;padding:.7rem .2rem;font-weight:700;font-size:.95rem;text-decoration:none;color:#0b3a66}
nav a[aria-current="page"]{background:#0b3a66;color:#fff}
main{padding:.4rem .8rem 1.5rem}
h1{font-size:1.35rem;margin:.6rem 0 .2rem}
h2{font-size:1.15rem;margin:1.2rem 0 .3rem}
.empty,.note{font-size:1.05rem;padding:.6rem;border-left:5px solid #0b3a66;background:#eef3f8}
.progress{margin:0 0 .6rem;font-weight:600}
.clock{margin:-.3rem 0 .6rem;font-weight:700;font-size:1.15rem}
.my-table{padding:.6rem .8rem;background:#fff6df;border-bottom:2px solid #e0b040}
.my-table label{display:block;font-weight:800;font-size:1.1rem}
.my-table .line{display:flex;gap:.4rem;margin-top:.25rem}
.my-table input{flex:1;min-width:0;font:inherit;font-size:1.15rem;padding:.5rem .6rem;border:2px solid #000;border-radius:6px;background:#fff;color:#000}
.my-table button{font:inherit;font-weight:700;padding:.5rem .8rem;border:2px solid #0b3a66;border-radius:6px;background:#0b3a66;color:#fff}
.matches{list-style:none;margin:0;padding:0}
.match{border:2px solid #000;border-radius:8px;margin:.5rem 0;padding:.4rem .6rem}
.mine .match{border-width:4px;border-color:#e07b00;background:#fffaf0}
.match .table{margin:0;font-weight:800;font-size:1.05rem;color:#0b3a66}
.side{display:flex;flex-direction:column;padding:.15rem 0}
.side .who{font-weight:700;font-size:1.1rem}
.side.won .who::after{content:" ✓";color:#0a6b2a}
.side small,.who small,li small,.details small{display:block;font-weight:400;font-size:.85rem;color:#333}
.side.bye{font-style:italic}
.places{list-style:none;margin:0;padding:0;font-size:1.1rem}
.places li{padding:.35rem 0;border-bottom:1px solid #ccc}
.places .place{display:inline-block;min-width:2.6em;font-weight:800;color:#0b3a66}
.places li:not(.decided) .place{color:#555}
.starts{display:inline-block;font-size:.8rem;font-weight:700;color:#fff;background:#0a6b2a;border-radius:4px;padding:0 .3rem;vertical-align:middle}
.tag{display:inline-block;font-size:.8rem;font-weight:700;color:#7a1b00;border:2px solid #7a1b00;border-radius:4px;padding:0 .3rem;vertical-align:middle}
.score{margin:.1rem 0;font-size:1.25rem;font-weight:800;font-variant-numeric:tabular-nums}
.score.waiting{font-size:1rem;font-weight:600;color:#333}
table{border-collapse:collapse;width:100%}
caption{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
th,td{padding:.45rem .3rem;border-bottom:1px solid #999;text-align:left;vertical-align:baseline}
th{font-size:.85rem;border-bottom:3px solid #000}
.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td.rank,td.pm{font-weight:800;font-size:1.1rem}
td.who a{font-weight:700}
tr.withdrawn td{color:#444}
abbr{text-decoration:none}
.players{list-style:none;margin:0;padding:0}
.players li{padding:.5rem 0;border-bottom:1px solid #999}
.players a{font-weight:700;font-size:1.1rem}
.rank{font-size:.9rem;font-weight:600}
.details{margin:0}
.rank-line{font-weight:700;font-size:1.1rem;margin:.2rem 0 .6rem}
.outcome{font-weight:800}
.outcome.win{color:#0a6b2a}
.outcome.loss{color:#7a1b00}
.games{font-variant-numeric:tabular-nums;white-space:nowrap}
footer{padding:.8rem;font-size:.85rem;color:#333;border-top:1px solid #999}
#live-state:not(:empty){font-weight:700}
#live-state.on{color:#0a6b2a}
#live-state.off{color:#7a1b00}
@media (min-width:48rem){body{font-size:18px}main,.my-table{max-width:48rem;margin:0 auto}}
`;
