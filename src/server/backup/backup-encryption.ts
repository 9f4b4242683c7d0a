import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Encrypted backups (issue 18): AES-256-GCM from node:crypto, authenticated encryption, so a file that
 * was changed, cut short or written with another key is refused rather than restored.
 *
 * File layout: MAGIC (8 bytes) · salt (16) · IV (12) · ciphertext of the gzip stream · GCM tag (16).
 * The key is scrypt(BACKUP_KEY, salt); the header is the additional authenticated data, so its bytes
 * are covered by the tag too.
 */
const MAGIC = Buffer.from('IDBKAES1');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const ENCRYPTED_HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES;

export class BackupIntegrityError extends Error {}

const deriveKey = (passphrase: string, salt: Buffer) => scryptSync(passphrase, salt, 32);

/** A stream that turns plaintext into the encrypted file: header, ciphertext, then the tag. */
export function encryptingStream(passphrase: string): Transform {
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, salt, iv]);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(passphrase, salt), iv);
  cipher.setAAD(header);
  let started = false;
  const start = (stream: Transform) => {
    if (!started) stream.push(header);
    started = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      start(this);
      done(null, cipher.update(chunk));
    },
    flush(done) {
      start(this);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/** True when the file starts with the encrypted format's magic bytes. */
export async function isEncryptedBackup(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && head.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

async function readParts(file: string) {
  const { size } = await fs.stat(file);
  if (size < ENCRYPTED_HEADER_BYTES + TAG_BYTES) throw new BackupIntegrityError(`${file} is cut short`);
  const handle = await fs.open(file, 'r');
  try {
    const header = Buffer.alloc(ENCRYPTED_HEADER_BYTES);
    await handle.read(header, 0, header.length, 0);
    const tag = Buffer.alloc(TAG_BYTES);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    return { header, tag, end: size - TAG_BYTES - 1 };
  } finally {
    await handle.close();
  }
}

function decipherFor(passphrase: string, header: Buffer, tag: Buffer) {
  const salt = header.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
  const iv = header.subarray(MAGIC.length + SALT_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(passphrase, salt), iv);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  return decipher;
}

/**
 * Decrypts the whole file without keeping the output, to check its tag before anything is restored:
 * GCM authenticates only at the end, and a restore must not start on bytes it will later refuse.
 */
export async function verifyEncryptedBackup(file: string, passphrase: string): Promise<void> {
  const { header, tag, end } = await readParts(file);
  const decipher = decipherFor(passphrase, header, tag);
  try {
    await pipeline(
      createReadStream(file, { start: ENCRYPTED_HEADER_BYTES, end }),
      decipher,
      async (plain) => {
        for await (const _ of plain) {
          // Only the tag check at the end matters here.
        }
      },
    );
  } catch (error) {
    throw new BackupIntegrityError(
      `${file} failed its integrity check: it was changed after it was written, or BACKUP_KEY is not the key it was written with`,
      { cause: error },
    );
  }
}

/** The decrypted gzip stream of a file that verifyEncryptedBackup has accepted. */
export async function decryptedBackupStream(file: string, passphrase: string) {
  const { header, tag, end } = await readParts(file);
  return createReadStream(file, { start: ENCRYPTED_HEADER_BYTES, end }).pipe(
    decipherFor(passphrase, header, tag),
  );
}
