import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-proxy-server'] });
const page = await browser.newPage({ viewport: { width: 1100, height: 760 } });
await page.goto('http://127.0.0.1:4383/iframe.html?id=ladder-file-instructions--file-instructions-shifted&viewMode=story');
await page.waitForSelector('.plc-ladder-rung', { timeout: 30000 });
await page.waitForTimeout(1500);
await page.screenshot({ path: '/work/screens/file-instructions-story.png' });
await browser.close();
