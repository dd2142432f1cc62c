import { createHash, createVerify, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createSalesApp, placeOrder } from '../../factories';
import { createTestApp, signInAs, type TestApp } from '../../helper';

/* ---- Keys and certificates made here, as a wallet issuer would have them ---- */

const dir = mkdtempSync(join(tmpdir(), 'tickera-wallet-'));
const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const googleKeyFile = join(dir, 'service-account.json');
writeFileSync(
  googleKeyFile,
  JSON.stringify({
    type: 'service_account',
    client_email: 'wallet@tickera-test.iam.gserviceaccount.com',
    private_key: google.privateKey.export({ type: 'pkcs8', format: 'pem' }),
  }),
);

/** A certificate for `subject`, signed by `issuer` (itself when absent). */
function certificate(
  cn: string,
  keys: forge.pki.rsa.KeyPair,
  issuer?: { cert: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey },
) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  // A positive serial in minimal DER: `01` then 8 random bytes. With `'0' +` an odd-length hex
  // string, a first random byte of 0 (1 in 256) gave a serial with two zero bytes in front,
  // which forge re-encodes without them once read back from the PKCS#7 signature: the signer's
  // certificate then did not compare equal (a failure about once in 400 runs).
  cert.serialNumber = '01' + forge.util.bytesToHex(forge.random.getBytesSync(8));
  cert.validity.notBefore = new Date(Date.now() - 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
  cert.setSubject([{ name: 'commonName', value: cn }]);
  cert.setIssuer(issuer ? issuer.cert.subject.attributes : [{ name: 'commonName', value: cn }]);
  cert.sign(issuer?.key ?? keys.privateKey, forge.md.sha256.create());
  return cert;
}
const caKeys = forge.pki.rsa.generateKeyPair(2048);
const caCert = certificate('Test WWDR', caKeys);
const signerKeys = forge.pki.rsa.generateKeyPair(2048);
const signerCert = certificate('Pass Type ID: pass.test.tickera', signerKeys, {
  cert: caCert,
  key: caKeys.privateKey,
});
const pem = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};
const walletEnv = {
  GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
  GOOGLE_WALLET_KEY_FILE: googleKeyFile,
  APPLE_WALLET_PASS_TYPE_ID: 'pass.test.tickera',
  APPLE_WALLET_TEAM_ID: 'ABCDE12345',
  APPLE_WALLET_CERT_FILE: pem('signer.pem', forge.pki.certificateToPem(signerCert)),
  APPLE_WALLET_KEY_FILE: pem('signer-key.pem', forge.pki.privateKeyToPem(signerKeys.privateKey)),
  APPLE_WALLET_WWDR_FILE: pem('wwdr.pem', forge.pki.certificateToPem(caCert)),
};

/** The files of a zip (stored or deflated entries), read from its central directory. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

let t: TestApp;
let bankId: string;
let admin: { authorization: string };
const HOUR = 3600_000;

beforeAll(async () => {
  ({ t, bankId } = await createSalesApp(walletEnv));
  admin = (await signInAs(t, 'admin')).headers;
});
afterAll(async () => t?.close());

/** A buyer's paid ticket; `access` marks its seat a wheelchair space or a companion seat first. */
async function paidTicket(access?: 'ACCESSIBLE' | 'COMPANION') {
  const buyer = await signInAs(t, 'customer');
  const ev = await createEvent(t, {
    startAt: new Date(Date.now() + 48 * HOUR),
    zones: [{ name: 'PLATEA', price: '25.00', seats: 4 }],
  });
  if (access)
    await t.database.db.execute(
      sql`update seats set access = ${access} where id = ${ev.seatIds[0]}::uuid`,
    );
  const order = (
    await placeOrder(t, buyer.headers, ev.id, ev.seatIds.slice(0, 1), { bankId })
  ).json();
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/approve`,
    headers: admin,
  });
  expect(approved.statusCode).toBe(200);
  const paid = approved.json();
  return { buyer, ev, order: paid, ticket: paid.seats[0].ticket as { id: string; code: string } };
}

const get = (url: string, headers?: { authorization: string }) =>
  t.app.inject({ method: 'GET', url, headers });

describe('[WALLET] Google Wallet save link', () => {
  it('is a JWT signed RS256 by the configured key, carrying the ticket QR, event, date, venue and seat', async () => {
    const { buyer, ev, order, ticket } = await paidTicket('COMPANION');
    const options = await get('/api/tickets/wallet', buyer.headers);
    expect(options.json()).toEqual({ google: true, apple: true });

    const res = await get(`/api/tickets/${ticket.id}/wallet/google`, buyer.headers);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const jwt = url.slice('https://pay.google.com/gp/v/save/'.length);
    const [header, payload, signature] = jwt.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
      alg: 'RS256',
      typ: 'JWT',
    });
    const verified = createVerify('RSA-SHA256')
      .update(`${header}.${payload}`)
      .verify(google.publicKey, Buffer.from(signature, 'base64url'));
    expect(verified).toBe(true);
    // Another key does not verify it.
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(
      createVerify('RSA-SHA256')
        .update(`${header}.${payload}`)
        .verify(other.publicKey, Buffer.from(signature, 'base64url')),
    ).toBe(false);

    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({
      iss: 'wallet@tickera-test.iam.gserviceaccount.com',
      aud: 'google',
      typ: 'savetowallet',
      origins: ['http://tickera.test'],
    });
    const [object] = claims.payload.eventTicketObjects;
    const [klass] = claims.payload.eventTicketClasses;
    expect(object.id).toBe(`3388000000012345678.${ticket.id}`);
    expect(object.classId).toBe(klass.id);
    expect(object.barcode).toEqual({ type: 'QR_CODE', value: ticket.code });
    expect(object.seatInfo.section.defaultValue.value).toBe('PLATEA');
    expect(object.seatInfo.seat.defaultValue.value).toBe(order.seats[0].seat.name);
    expect(klass.eventName.defaultValue.value).toBe(ev.name);
    expect(klass.dateTime.start).toBe(order.event.startAt);
    expect(klass.venue.name.defaultValue.value).toBe(order.event.location.name);
    const texts = Object.fromEntries(
      object.textModulesData.map((m: { id: string; body: string }) => [m.id, m.body]),
    );
    expect(texts.event).toBe(ev.name);
    expect(texts.venue).toContain(order.event.location.name);
    // A companion seat says so.
    expect(texts.access).toBe('Asiento de acompañante');
  });

  it('is only the holder’s: another customer, staff or a ticket passed on answer 404', async () => {
    const { buyer, ticket } = await paidTicket();
    const other = await signInAs(t, 'customer');
    expect((await get(`/api/tickets/${ticket.id}/wallet/google`, other.headers)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/tickets/${ticket.id}/wallet/apple`, other.headers)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/tickets/${ticket.id}/wallet/google`, admin)).statusCode).toBe(404);
    expect((await get(`/api/tickets/${ticket.id}/wallet/google`)).statusCode).toBe(401);

    // The holder's passes of an ordinary seat say nothing of access, on either wallet.
    const apple = unzip(
      (await get(`/api/tickets/${ticket.id}/wallet/apple`, buyer.headers)).rawPayload,
    );
    expect(apple.get('pass.json')!.toString()).not.toContain('Acceso');
    const saved = (await get(`/api/tickets/${ticket.id}/wallet/google`, buyer.headers)).json();
    const ordinary = Buffer.from(saved.url.split('/').pop().split('.')[1], 'base64url').toString();
    expect(ordinary).toContain(ticket.code);
    expect(ordinary).not.toContain('Acceso');

    // Passed to a friend: the friend's new ticket is theirs; the buyer's old one is void.
    const friend = await signInAs(t, 'customer');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/transfer`,
      headers: buyer.headers,
      payload: { email: friend.user.email, name: 'Amiga Prueba' },
    });
    expect(moved.statusCode).toBe(200);
    const newTicket = moved.json().ticket;
    expect((await get(`/api/tickets/${ticket.id}/wallet/google`, friend.headers)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/tickets/${ticket.id}/wallet/google`, buyer.headers)).statusCode).toBe(
      409,
    );
    expect(
      (await get(`/api/tickets/${newTicket.id}/wallet/google`, buyer.headers)).statusCode,
    ).toBe(404);
    const friends = await get(`/api/tickets/${newTicket.id}/wallet/google`, friend.headers);
    expect(friends.statusCode).toBe(200);
    const claims = JSON.parse(
      Buffer.from(friends.json().url.split('/').pop().split('.')[1], 'base64url').toString(),
    );
    expect(claims.payload.eventTicketObjects[0].barcode.value).toBe(newTicket.code);
  });
});

describe('[WALLET] Apple Wallet pass', () => {
  it('is a .pkpass whose manifest hashes its files and whose signature verifies against the certificate', async () => {
    const { buyer, ev, order, ticket } = await paidTicket('ACCESSIBLE');
    const res = await get(`/api/tickets/${ticket.id}/wallet/apple`, buyer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const files = unzip(res.rawPayload);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(['pass.json', 'manifest.json', 'signature', 'icon.png']),
    );

    // Each file but the manifest and the signature is in the manifest with its SHA-1.
    const manifest = JSON.parse(files.get('manifest.json')!.toString());
    const hashed = [...files.keys()].filter((n) => n !== 'manifest.json' && n !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(hashed.sort());
    for (const name of hashed)
      expect(manifest[name]).toBe(createHash('sha1').update(files.get(name)!).digest('hex'));

    // The signature: PKCS#7 detached, signed by the pass certificate, over the manifest.
    const p7 = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(files.get('signature')!.toString('binary'))),
    ) as forge.pkcs7.PkcsSignedData & {
      rawCapture: {
        authenticatedAttributes: forge.asn1.Asn1[];
        signature: string;
        content?: unknown;
      };
    };
    const signerDer = forge.asn1.toDer(forge.pki.certificateToAsn1(signerCert)).getBytes();
    expect(
      p7.certificates.map((c) => forge.asn1.toDer(forge.pki.certificateToAsn1(c)).getBytes()),
    ).toContain(signerDer);
    const attrs = p7.rawCapture.authenticatedAttributes;
    const digestAttr = attrs.find(
      (a) =>
        forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0].value as string) ===
        forge.pki.oids.messageDigest,
    )!;
    const digest = ((digestAttr.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0]
      .value as string;
    expect(Buffer.from(digest, 'binary').toString('hex')).toBe(
      createHash('sha1').update(files.get('manifest.json')!).digest('hex'),
    );
    const signedAttrs = forge.asn1.toDer(
      forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs),
    );
    const x509 = new X509Certificate(Buffer.from(signerDer, 'binary'));
    const signature = Buffer.from(p7.rawCapture.signature, 'binary');
    expect(
      createVerify('RSA-SHA1')
        .update(Buffer.from(signedAttrs.getBytes(), 'binary'))
        .verify(x509.publicKey, signature),
    ).toBe(true);

    const pass = JSON.parse(files.get('pass.json')!.toString());
    expect(pass).toMatchObject({
      passTypeIdentifier: 'pass.test.tickera',
      teamIdentifier: 'ABCDE12345',
      serialNumber: ticket.id,
    });
    expect(pass.barcodes[0]).toMatchObject({ message: ticket.code, format: 'PKBarcodeFormatQR' });
    const fields = [
      ...pass.eventTicket.primaryFields,
      ...pass.eventTicket.secondaryFields,
      ...pass.eventTicket.auxiliaryFields,
    ];
    const value = (key: string) => fields.find((f: { key: string }) => f.key === key)?.value;
    expect(value('event')).toBe(ev.name);
    expect(value('zone')).toBe('PLATEA');
    expect(value('seat')).toBe(order.seats[0].seat.name);
    // A wheelchair space says so beside the seat, in short, and whole on the back.
    expect(value('access')).toBe('Silla de ruedas');
    const back = (key: string) =>
      pass.eventTicket.backFields.find((f: { key: string }) => f.key === key)?.value;
    expect(back('accessDetail')).toBe('Puesto para silla de ruedas');
    expect(value('venue')).toContain(order.event.location.name);
    expect(value('date')).toMatch(/\d/);
    expect(new Date(pass.relevantDate).toISOString()).toBe(order.event.startAt);
  });
});

describe('[WALLET] not configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => bare?.close());

  it('answers 404 on both endpoints and offers no wallet', async () => {
    const user = await signInAs(bare, 'customer');
    const id = '00000000-0000-4000-8000-000000000000';
    const options = await bare.app.inject({
      method: 'GET',
      url: '/api/tickets/wallet',
      headers: user.headers,
    });
    expect(options.json()).toEqual({ google: false, apple: false });
    for (const kind of ['google', 'apple']) {
      const res = await bare.app.inject({
        method: 'GET',
        url: `/api/tickets/${id}/wallet/${kind}`,
        headers: user.headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('WALLET_NOT_CONFIGURED');
    }
  });

  it('refuses to start with half a wallet', async () => {
    const { loadConfig } = await import('../../../src/config');
    expect(() => loadConfig({ GOOGLE_WALLET_ISSUER_ID: '123' })).toThrow(/GOOGLE_WALLET_KEY_FILE/);
    expect(() =>
      loadConfig({ ...walletEnv, APPLE_WALLET_WWDR_FILE: join(dir, 'missing.pem') }),
    ).toThrow(/APPLE_WALLET_WWDR_FILE/);
  });
});
