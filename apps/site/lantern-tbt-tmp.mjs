import fs from 'node:fs';
import {LanternTotalBlockingTime} from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import * as constants from 'lighthouse/core/config/constants.js';
const [trace, devtoolsLog] = [JSON.parse(fs.readFileSync(process.argv[2])), JSON.parse(fs.readFileSync(process.argv[3]))];
const settings = {...constants.defaultSettings, throttlingMethod: 'simulate', throttling: constants.throttling.mobileSlow4G};
const url = devtoolsLog.find(e => e.method === 'Network.requestWillBeSent').params.request.url;
const data = {trace, devtoolsLog, settings, gatherContext: {gatherMode: 'navigation'}, URL: {requestedUrl: url, mainDocumentUrl: url, finalDisplayedUrl: url}, SourceMaps: [], simulator: null};
const context = {computedCache: new Map()};
const r = await LanternTotalBlockingTime.request(data, context);
console.log('TBT', Math.round(r.timing), 'opt', Math.round(r.optimisticEstimate.timeInMs), 'pess', Math.round(r.pessimisticEstimate.timeInMs));
const t0 = trace.traceEvents.find(e=>e.name==="navigationStart"&&e.args?.data?.documentLoaderURL?.startsWith("http")).ts;
const rows = [...r.pessimisticEstimate.nodeTimings.entries()].filter(([n,t]) => n.type==='cpu' && t.duration > 40).map(([n, t]) => {
  const agg = {}; for (const e of n.childEvents) { if (e.dur > 1000 && !/RunTask/.test(e.name)) agg[e.name] = (agg[e.name]||0) + e.dur/1000; }
  return [Math.round(t.startTime), Math.round(t.duration), 'obs@'+Math.round((n.event.ts-t0)/1000), Object.entries(agg).sort((a,b)=>b[1]-a[1]).slice(0,5).map(([k,v])=>k+':'+v.toFixed(0)).join(' ')];
}).sort((a,b)=>a[0]-b[0]);
for (const row of rows) console.log(row.join('  '));
