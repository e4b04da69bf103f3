/* eslint-disable @typescript-eslint/no-namespace -- type-only namespaces mirror node-forge's nested API */
import { createRequire } from 'node:module';

// node-forge ships without types (and @types/node-forge is not installed): these are the few calls the
// wallet module makes, certificate generation and the tests' PKCS#7 check. Loaded with require so the
// typing does not depend on an ambient declaration being part of every TypeScript program.
export declare namespace Forge {
  namespace pki {
    interface PublicKey {
      readonly n: unknown;
    }
    interface PrivateKey {
      readonly d: unknown;
    }
    interface CertificateField {
      name?: string;
      shortName?: string;
      type?: string;
      value: string;
    }
    interface Certificate {
      publicKey: PublicKey;
      serialNumber: string;
      validity: { notBefore: Date; notAfter: Date };
      subject: { getField(name: string): CertificateField | null; attributes: CertificateField[] };
      issuer: { getField(name: string): CertificateField | null };
      setSubject(attributes: CertificateField[]): void;
      setIssuer(attributes: CertificateField[]): void;
      setExtensions(extensions: Record<string, unknown>[]): void;
      sign(key: PrivateKey, digest: unknown): void;
      verify(child: Certificate): boolean;
    }
    function createCertificate(): Certificate;
    function certificateToPem(certificate: Certificate): string;
    function certificateFromPem(pem: string): Certificate;
    function privateKeyFromPem(pem: string): PrivateKey;
    function publicKeyFromPem(pem: string): PublicKey;
    function privateKeyToPem(key: PrivateKey): string;
  }
  namespace md {
    namespace sha256 {
      function create(): unknown;
    }
  }
  namespace asn1 {
    function fromDer(bytes: string): unknown;
  }
  namespace pkcs7 {
    interface SignedData {
      certificates: pki.Certificate[];
      rawCapture: { signature?: string; authenticatedAttributes?: unknown[] };
    }
    function messageFromAsn1(asn1: unknown): SignedData;
  }
}

export const forge = createRequire(import.meta.url)('node-forge') as typeof Forge;
