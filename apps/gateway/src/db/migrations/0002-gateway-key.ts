/**
 * The gateway's RSA-OAEP-256 key pairs for encrypted payloads, created on first start (see
 * src/crypto/gateway-keys.ts) and shared by every gateway process over the same database. The
 * newest is published; every stored key still decrypts, so a rotation is one insert.
 */
export const gatewayKey = `
create table gateway_key (
  kid text primary key,
  alg text not null check (alg = 'RSA-OAEP-256'),
  -- SubjectPublicKeyInfo (DER), base64: what GET /wps/system/publicKey publishes.
  public_key text not null,
  -- PKCS #8 PEM. Whoever reads this table can decrypt payloads: guard the database accordingly.
  private_key text not null,
  created_at timestamptz not null default now()
);
`;
