import { adminTokenHeader } from '@app/contracts';

/** The developer token test servers run with (ADMIN_TOKEN): the developer API is never on without one. */
export const testAdminToken = 'test-admin-token-0123';
export const adminHeaders = { [adminTokenHeader]: testAdminToken };
