#!/usr/bin/env node
// Renders web/icons/icon.svg to the PNG icons of the web app manifest (192 and 512 px) with
// headless Chromium. The PNGs are committed; run this only when the icon changes.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const icons = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'icons');
const svg = readFileSync(join(icons, 'icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: join(icons, `icon-${size}.png`), omitBackground: true });
    await page.close();
    console.log(`make-icons: ${join(icons, `icon-${size}.png`)}`);
  }
} finally {
  await browser.close();
}
