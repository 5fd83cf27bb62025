// Job photos made by the tests, as a phone would write them: sharp draws a picture whose top is red and bottom blue
// (so a test can tell which way up it is), Debian's exiftool adds an EXIF orientation, a GPS position and a camera
// serial, and Debian's heif-enc (libheif-examples) turns a JPEG into a HEIC.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';

/** Where the test house stands: what must never reach a visitor. */
export const TEST_GPS = { latitude: 29.4232, longitude: -95.2441 };

export interface PhoneShot {
  /** Size as the picture should look (upright); stored turned when the orientation says so. */
  width: number;
  height: number;
  /** EXIF orientation: 6 = the phone was held upright, the picture is stored turned 90° anticlockwise. */
  orientation?: number;
  gps?: boolean;
}

/**
 * A picture red in its top half and blue in its bottom half, as it should look. Stored turned so that, with its
 * orientation tag applied, it is upright: with orientation 6 the stored pixels are turned 90° anticlockwise.
 */
async function drawUpright(width: number, height: number, orientation: number) {
  const [w, h] = [width, height];
  const half = Math.floor(h / 2);
  const upright = sharp({ create: { width: w, height: h, channels: 3, background: { r: 220, g: 30, b: 30 } } })
    .composite([
      {
        input: { create: { width: w, height: h - half, channels: 3, background: { r: 30, g: 40, b: 220 } } },
        left: 0,
        top: half,
      },
    ])
    .png();
  const pixels = await upright.toBuffer();
  // Orientation 6 means "turn 90° clockwise to show": store the upright picture turned 90° anticlockwise.
  const angle = orientation === 6 ? 270 : orientation === 8 ? 90 : orientation === 3 ? 180 : 0;
  return sharp(pixels).rotate(angle);
}

/** Writes a phone JPEG with the tags asked for; returns its path. */
export async function writePhoneJpeg(file: string, shot: PhoneShot): Promise<string> {
  const orientation = shot.orientation ?? 1;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await (await drawUpright(shot.width, shot.height, orientation)).jpeg({ quality: 85 }).toFile(file);
  const tags = [
    `-Orientation#=${orientation}`,
    '-Make=TestPhone',
    '-Model=TP 1',
    '-SerialNumber=SN-55501',
    '-Artist=Jane Homeowner',
  ];
  if (shot.gps)
    tags.push(
      `-GPSLatitude=${TEST_GPS.latitude}`,
      '-GPSLatitudeRef=N',
      `-GPSLongitude=${Math.abs(TEST_GPS.longitude)}`,
      '-GPSLongitudeRef=W',
    );
  execFileSync('exiftool', ['-q', '-overwrite_original', ...tags, file]);
  return file;
}

/** Writes an upright HEIC (heif-enc from a JPEG) with a GPS position; returns its path. */
export async function writePhoneHeic(file: string, shot: Omit<PhoneShot, 'orientation'>): Promise<string> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'heic-'));
  const jpeg = await writePhoneJpeg(path.join(tmp, 'shot.jpg'), { ...shot, orientation: 1 });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  execFileSync('heif-enc', ['-q', '60', '-o', file, jpeg], { stdio: 'pipe' });
  fs.rmSync(tmp, { recursive: true, force: true });
  // heif-enc copies the JPEG's EXIF without its GPS block: exiftool writes the position into the HEIC itself.
  if (shot.gps)
    execFileSync('exiftool', [
      '-q',
      '-overwrite_original',
      `-GPSLatitude=${TEST_GPS.latitude}`,
      '-GPSLatitudeRef=N',
      `-GPSLongitude=${Math.abs(TEST_GPS.longitude)}`,
      '-GPSLongitudeRef=W',
      file,
    ]);
  return file;
}

/** Is the picture upright: red at the top, blue at the bottom? (Reads the centre of its top and bottom rows.) */
export async function isUpright(input: string | Buffer): Promise<boolean> {
  const { data, info } = await sharp(input).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y: number) => {
    const i = (y * info.width + Math.floor(info.width / 2)) * info.channels;
    return { r: data[i]!, b: data[i + 2]! };
  };
  const top = at(Math.floor(info.height * 0.1));
  const bottom = at(Math.floor(info.height * 0.9));
  return top.r > 150 && top.b < 100 && bottom.b > 150 && bottom.r < 100;
}
