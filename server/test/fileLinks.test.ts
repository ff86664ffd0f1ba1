/** Paid lesson files answer only signed, expiring links (auth/fileLinks.ts, docs/api.md "Media files"). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../context';
import { ANNA, bearer, login, makeApp } from './helpers';

const VIDEO = Buffer.alloc(1000, 7);
let app: App;
let filesDir: string;
let now: number;
let anna: string;

beforeEach(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-'));
  for (const [file, body] of [
    ['video/module-3.mp4', VIDEO],
    ['video/module-3.en.vtt', 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n'],
    ['video/module-3.ru.vtt', 'WEBVTT\n\n00:00.000 --> 00:01.000\nПривет\n'],
    ['video/module-1.en.vtt', 'WEBVTT\n'],
    ['materials/slides-3.pdf', 'slides'],
    ['materials/handout-3.pdf', 'handout'],
    ['video/module-1.mp4', 'free video'],
    ['covers/module-3.webp', 'poster'],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(filesDir, file)), { recursive: true });
    fs.writeFileSync(path.join(filesDir, file), body);
  }
  now = Date.parse('2025-03-01T10:00:00Z');
  app = await makeApp({ filesDir, now: () => now });
  anna = (await login(app, ANNA)).access;
});
afterEach(async () => {
  await app.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const paidModule = async () =>
  (await get('/api/courses/modules/3/', bearer(anna))).json() as {
    video: { url: string; poster: string; captions: { lang: string; url: string }[] };
    viewable_materials: { url: string }[];
    downloadable_materials: { url: string }[];
  };

describe('paid lesson files', () => {
  it('a bare path answers 403; the signed link from ModuleDetail serves the file privately', async () => {
    expect((await get('/api/media/files/video/module-3.mp4')).statusCode).toBe(403);
    expect((await get('/api/media/files/materials/slides-3.pdf')).statusCode).toBe(403);
    expect((await get('/api/media/files/video%2Fmodule-3.mp4')).statusCode).not.toBe(200);
    const m = await paidModule();
    expect(m.video.url).toMatch(
      /^\/api\/media\/files\/video\/module-3\.mp4\?exp=\d+&u=\d+&sig=[\w-]{43}$/,
    );
    const video = await get(m.video.url);
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload.equals(VIDEO)).toBe(true);
    expect(video.headers['cache-control']).toBe('private, no-store');
    for (const { url } of [...m.viewable_materials, ...m.downloadable_materials])
      expect((await get(url)).statusCode).toBe(200);
  });

  it("a paid video's captions are signed like the video and served as text/vtt", async () => {
    expect((await get('/api/media/files/video/module-3.ru.vtt')).statusCode).toBe(403);
    const [en, ru] = (await paidModule()).video.captions;
    expect(en.url).toMatch(/^\/api\/media\/files\/video\/module-3\.en\.vtt\?exp=\d+&u=\d+&sig=/);
    const res = await get(ru.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('Привет');
  });

  it('Range requests work through the signed link', async () => {
    const res = await get((await paidModule()).video.url, { range: 'bytes=0-99' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-99/${VIDEO.length}`);
    expect(res.rawPayload.length).toBe(100);
  });

  it('a link works for at least an hour, then expires', async () => {
    const { url } = (await paidModule()).video;
    now += 3600_000;
    expect((await get(url)).statusCode).toBe(200);
    now += 10 * 60_000; // past the rounded expiry (at most 5 minutes over the hour)
    expect((await get(url)).statusCode).toBe(403);
  });

  it('a tampered link fails: another user, expiry, path or signature', async () => {
    const { url } = (await paidModule()).video;
    const params = new URL(url, 'http://x').searchParams;
    const u = Number(params.get('u'));
    const exp = Number(params.get('exp'));
    const tampered = [
      url.replace(`u=${u}`, `u=${u + 1}`),
      url.replace(`exp=${exp}`, `exp=${exp + 3600}`),
      url.replace('video/module-3.mp4', 'materials/slides-3.pdf'),
      url.replace(/sig=./, (s) => `sig=${s.endsWith('A') ? 'B' : 'A'}`),
      url.replace(/&sig=.*$/, ''),
    ];
    for (const link of tampered) expect((await get(link)).statusCode).toBe(403);
  });

  it('a paid file named by another spelling of its path is not served (no 200, no shared cache)', async () => {
    const spellings = [
      '/api/media/files/video//module-3.mp4',
      '/api/media/files//video/module-3.mp4',
      '/api/media/files/video/./module-3.mp4',
      '/api/media/files/./video/module-3.mp4',
      '/api/media/files/x/../video/module-3.mp4',
      '/api/media/files/video/%2e/module-3.mp4',
      '/api/media/files/materials//slides-3.pdf',
      '/api/media/files/video/module-3.mp4%00',
      '/api/media/files/video%5Cmodule-3.mp4',
    ];
    for (const url of spellings) {
      const response = await get(url);
      // 404 for the odd spelling; 403 where the request line itself was already cleaned up.
      expect([url, [403, 404].includes(response.statusCode)]).toEqual([url, true]);
      expect(response.rawPayload.equals(VIDEO)).toBe(false);
    }
    // With a valid signature too: the link names the file one way only.
    const m = await paidModule();
    const doubled = m.video.url.replace('/video/', '/video//');
    expect((await get(doubled)).statusCode).toBe(404);
  });

  it('free module files, posters and covers stay public', async () => {
    const free = (await get('/api/courses/modules/1/')).json();
    expect(free.video.url).toBe('/api/media/files/video/module-1.mp4');
    expect((await get(free.video.url)).statusCode).toBe(200);
    const track = await get(free.video.captions[0].url);
    expect([free.video.captions[0].url, track.statusCode]).toEqual([
      '/api/media/files/video/module-1.en.vtt',
      200,
    ]);
    expect(track.headers['content-type']).toBe('text/vtt; charset=utf-8');
    const m = await paidModule();
    expect(m.video.poster).toBe('/api/media/files/covers/module-3.webp');
    const poster = await get(m.video.poster);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['cache-control']).toMatch(/^public/);
  });
});
