import lighthouse from 'lighthouse';
import { startChromium } from './start-chromium.mjs';
const chromium = await startChromium();
try {
  for (const page of process.argv.slice(2)) {
    const { lhr } = await lighthouse(`http://127.0.0.1:3915${page}`, { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = lhr.audits;
    console.log(page, 'perf', lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'FCP', a['first-contentful-paint'].numericValue, 'SI', a['speed-index'].numericValue, 'TBT', a['total-blocking-time'].numericValue);
    const el = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    console.log('  LCP element', el?.snippet?.slice(0, 150), el?.nodeLabel?.slice(0, 60));
    const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
    console.log('  phases', JSON.stringify(phases));
    const rb = a['render-blocking-resources']?.details?.items ?? a['render-blocking-insight']?.details?.items;
    console.log('  render-blocking', JSON.stringify(rb)?.slice(0, 300));
    const reqs = (a['network-requests']?.details?.items ?? []).map((r) => `${r.url.replace('http://127.0.0.1:3915', '')} ${r.transferSize} ${Math.round(r.networkEndTime - r.networkRequestTime)}ms`);
    console.log('  ' + reqs.join('\n  '));
  }
} finally { await chromium.stop(); }
