import { bigint, customType } from 'drizzle-orm/pg-core';

export const id = () => bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const ref = () => bigint({ mode: 'number' });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
