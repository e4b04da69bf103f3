import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { type Forge, forge } from './forge.ts';
import type { WalletSettingsRepository } from './wallet-settings.repository.ts';

/** What passkit-generator signs a pass with. */
export interface PassCertificates {
  wwdr: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
}

export interface AppleCertificateConfig {
  signerCertPem?: string | undefined;
  signerKeyPem?: string | undefined;
  signerKeyPassphrase?: string | undefined;
  wwdrPem?: string | undefined;
  passTypeId: string;
  teamId: string;
}

const DEV_CERTIFICATES = 'apple_development_certificates';

// Keys come from Node's native generator (fast); node-forge only builds and signs the certificates.
function rsaKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

function certificate(options: {
  subject: Forge.pki.CertificateField[];
  issuer: Forge.pki.CertificateField[];
  publicKey: Forge.pki.PublicKey;
  signingKey: Forge.pki.PrivateKey;
  ca: boolean;
  years: number;
}): Forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = options.publicKey;
  // Positive serial: a leading zero nibble keeps the DER integer from reading as negative.
  cert.serialNumber = `0${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + options.years * 365 * 24 * 3600 * 1000);
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer);
  cert.setExtensions(
    options.ca
      ? [{ name: 'basicConstraints', cA: true, critical: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }]
      : [{ name: 'basicConstraints', cA: false }, { name: 'keyUsage', digitalSignature: true, critical: true }],
  );
  cert.sign(options.signingKey, forge.md.sha256.create());
  return cert;
}

/**
 * A development stand-in for Apple's chain: a local "WWDR" CA and a Pass Type ID certificate it
 * issued. Passes signed with it are well-formed but Apple devices refuse them (docs/WALLET.md).
 */
export function generateDevelopmentCertificates(passTypeId: string, teamId: string): PassCertificates {
  const caKeys = rsaKeyPair();
  const caName = [
    { name: 'commonName', value: 'Venue Pass Development WWDR CA (not Apple)' },
    { name: 'organizationName', value: 'Venue Pass development' },
  ];
  const ca = certificate({ subject: caName, issuer: caName, publicKey: caKeys.publicKey, signingKey: caKeys.privateKey, ca: true, years: 10 });
  const signerKeys = rsaKeyPair();
  const signer = certificate({
    subject: [
      { name: 'commonName', value: `Pass Type ID: ${passTypeId}` },
      { type: '0.9.2342.19200300.100.1.1', value: passTypeId },
      { name: 'organizationalUnitName', value: teamId },
      { name: 'organizationName', value: 'Venue Pass development' },
    ],
    issuer: caName,
    publicKey: signerKeys.publicKey,
    signingKey: caKeys.privateKey,
    ca: false,
    years: 5,
  });
  return {
    wwdr: forge.pki.certificateToPem(ca),
    signerCert: forge.pki.certificateToPem(signer),
    signerKey: forge.pki.privateKeyToPem(signerKeys.privateKey),
  };
}

/** PEMs from configuration often arrive with their line breaks escaped as \n. */
export function unescapePem(pem: string): string {
  return pem.replace(/\\n/g, '\n');
}

/**
 * The configured Pass Type ID certificate, or else a development one generated on first use and
 * kept in the database so every instance and restart signs with the same certificate. Only a loopback
 * run may go without: a public address must configure it (env.ts, ADR 025).
 */
export function createAppleCertificateSource(config: AppleCertificateConfig, settings: WalletSettingsRepository) {
  const configured = [config.signerCertPem, config.signerKeyPem, config.wwdrPem];
  if (configured.some(Boolean) && !configured.every(Boolean)) {
    throw new Error('APPLE_PASS_CERT_PEM, APPLE_PASS_KEY_PEM and APPLE_WWDR_PEM must be set together');
  }
  let loading: Promise<PassCertificates> | undefined;
  return {
    load(): Promise<PassCertificates> {
      if (config.signerCertPem && config.signerKeyPem && config.wwdrPem) {
        return Promise.resolve({
          signerCert: unescapePem(config.signerCertPem),
          signerKey: unescapePem(config.signerKeyPem),
          wwdr: unescapePem(config.wwdrPem),
          ...(config.signerKeyPassphrase ? { signerKeyPassphrase: config.signerKeyPassphrase } : {}),
        });
      }
      loading ??= settings.storedOrCreated(DEV_CERTIFICATES, async () => generateDevelopmentCertificates(config.passTypeId, config.teamId));
      loading.catch(() => {
        loading = undefined;
      });
      return loading;
    },
  };
}
export type AppleCertificateSource = ReturnType<typeof createAppleCertificateSource>;
