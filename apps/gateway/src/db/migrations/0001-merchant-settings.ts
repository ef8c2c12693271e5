/** Merchants (tenants, one per brand) and their system settings, one JSON value per key. */
export const merchantSettings = `
create table merchant (
  code text primary key,
  name text not null,
  brand text not null
);

create table system_setting (
  merchant_code text not null references merchant (code),
  key text not null,
  value jsonb not null,
  primary key (merchant_code, key)
);
`;
