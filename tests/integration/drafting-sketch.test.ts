import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PatentData, sendMessageResponseSchema } from '../../src/contract';
import { newSession, sessionAtSketchStep as sessionAtSketchStepIn } from '../helpers/session-factories';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

const FORMAT_MESSAGE = 'Please select a supported image format: PNG, JPEG, JPG, GIF, or WebP';
const SIZE_MESSAGE = 'Image size must be less than 5MB';

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** A small drawing with EXIF metadata (camera, GPS-like comment) that must not survive re-encoding. */
function drawing(format: 'png' | 'jpeg' | 'gif' | 'webp') {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="120" height="80"><circle cx="60" cy="40" r="30" fill="black"/></svg>',
        ),
      },
    ])
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'GPS 48.8584 2.2945' } })
    .toFormat(format)
    .toBuffer();
}

describe(`sketch images at step 7 (${inject('databaseKind')} PostgreSQL)`, () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  /** A session at step 7, reached by skipping. */
  const sessionAtSketchStep = async () => (await sessionAtSketchStepIn(server.url)).sessionId;

  async function messageCount(sessionId: string) {
    const { rows } = await server.database.pool.query(
      'select count(*)::int as n from messages m join sessions s on s.id = m.session_id where s.session_id = $1',
      [sessionId],
    );
    return rows[0].n as number;
  }

  it('accepts PNG, JPEG, GIF and WebP by their bytes, stores a clean PNG and serves it', async () => {
    for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
      const sessionId = await sessionAtSketchStep();
      // The declared type is deliberately wrong: the bytes decide.
      const imageData = dataUrl('image/png', await drawing(format));
      const response = await call(server.url, 'POST', `/api/patent/session/${sessionId}/message`, {
        content: 'Top view of my leash bowl',
        imageData,
      });
      expect(response.status, `${format}: ${JSON.stringify(response.body)}`).toBe(200);
      const body = sendMessageResponseSchema.parse(response.body);
      expect(body.session!.currentStep).toBe(8);
      expect(body.session!.patentData.sketchImage).toBe(`/api/patent/session/${sessionId}/sketch`);
      expect(body.session!.patentData.completedSections).toContain('sketch');

      const image = await fetch(`${server.url}${body.session!.patentData.sketchImage}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await image.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('png');
      expect([metadata.width, metadata.height]).toEqual([120, 80]);
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);

      const { rows } = await server.database.pool.query(
        'select sk.mime_type, sk.width, sk.height from sketches sk join sessions s on s.id = sk.session_id where s.session_id = $1',
        [sessionId],
      );
      expect(rows).toEqual([{ mime_type: 'image/png', width: 120, height: 80 }]);
    }
  });

  it('accepts a real image with HTML appended, and stores and serves only the re-encoded picture', async () => {
    const sessionId = await sessionAtSketchStep();
    const hostile = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const polyglot = Buffer.concat([await drawing('png'), hostile]);
    const response = await call(server.url, 'POST', `/api/patent/session/${sessionId}/message`, {
      content: 'Side view',
      imageData: dataUrl('image/png', polyglot),
    });
    expect(response.status).toBe(200);
    const image = await fetch(`${server.url}/api/patent/session/${sessionId}/sketch`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(bytes.includes(Buffer.from('<html>'))).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('png');
  });

  it('refuses files that are not images, whatever their name or magic bytes, with the spec wording', async () => {
    const sessionId = await sessionAtSketchStep();
    const before = await messageCount(sessionId);
    const png = await drawing('png');
    const bad = [
      // A text file renamed sketch.png: the browser still labels it image/png.
      dataUrl('image/png', Buffer.from('These are my notes about the leash bowl.\n')),
      // PNG magic bytes followed by garbage.
      dataUrl('image/png', Buffer.concat([png.subarray(0, 16), randomBytes(4000)])),
      // A truncated real PNG (valid header, broken data).
      dataUrl('image/png', png.subarray(0, Math.floor(png.length / 2))),
      // A polyglot: GIF header, then an HTML script.
      dataUrl('image/gif', Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<script>alert(1)</script>')])),
      // A real image in a format that is not accepted (TIFF).
      dataUrl(
        'image/tiff',
        await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .tiff()
          .toBuffer(),
      ),
      // An SVG (could carry scripts).
      dataUrl(
        'image/svg+xml',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      ),
      'data:image/png;base64,',
      'data:image/png,not-base64',
    ];
    for (const imageData of bad) {
      const response = await call(server.url, 'POST', `/api/patent/session/${sessionId}/message`, {
        content: 'Here is my sketch',
        imageData,
      });
      expect(response.status, imageData.slice(0, 40)).toBe(400);
      expect(response.body).toEqual({ error: 'bad_request', message: FORMAT_MESSAGE });
    }
    expect(await messageCount(sessionId)).toBe(before);
  });

  it('refuses an image of 5 MB or more with the spec wording', async () => {
    const sessionId = await sessionAtSketchStep();
    // Random pixels do not compress: a real PNG of about 5.2 MB (more than the 1 MB app default body).
    const width = 1400;
    const height = 1250;
    const big = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    const response = await call(server.url, 'POST', `/api/patent/session/${sessionId}/message`, {
      content: 'My sketch',
      imageData: dataUrl('image/png', big),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'bad_request', message: SIZE_MESSAGE });
  });

  it('accepts a large image just under 5 MB (the route allows a bigger body than the app default)', async () => {
    const sessionId = await sessionAtSketchStep();
    const width = 1000;
    const height = 1000;
    const large = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(large.length).toBeLessThan(5 * 1024 * 1024);
    const response = await call(server.url, 'POST', `/api/patent/session/${sessionId}/message`, {
      content: 'Photo of my prototype',
      imageData: dataUrl('image/png', large),
    });
    expect(response.status).toBe(200);
  });

  it('takes an image only at the sketch step, and completes step 7 on a skip', async () => {
    const created = await newSession(server.url);
    const early = await call(server.url, 'POST', `/api/patent/session/${created.sessionId}/message`, {
      content: 'Leash Bowl',
      imageData: dataUrl('image/png', await drawing('png')),
    });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({
      error: 'bad_request',
      message: expect.stringMatching(/only at the Sketch step/),
    });

    const sessionId = await sessionAtSketchStep();
    const noImage = await call(server.url, 'POST', `/api/patent/session/${sessionId}/message`, {
      content: 'It is a bowl',
    });
    expect(sendMessageResponseSchema.parse(noImage.body).session!.currentStep).toBe(7);
    const skipped = await call(server.url, 'POST', `/api/patent/session/${sessionId}/message`, {
      content: 'Skip this step',
    });
    const session = sendMessageResponseSchema.parse(skipped.body).session!;
    expect(session.currentStep).toBe(8);
    expect(session.isComplete).toBe(true);
    expect((session.patentData as PatentData).sketchImage).toBeUndefined();
    const missing = await call(server.url, 'GET', `/api/patent/session/${sessionId}/sketch`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'not_found', message: 'Sketch not found' });
  });
});
