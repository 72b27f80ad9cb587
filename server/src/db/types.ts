import { customType } from 'drizzle-orm/sqlite-core';

/** Integer minor units, read and written as BigInt so money never passes through a JS number. */
export const minor = customType<{ data: bigint; driverData: number | bigint }>({
  dataType: () => 'integer',
  toDriver: (value) => value,
  fromDriver: (value) => BigInt(value),
});
