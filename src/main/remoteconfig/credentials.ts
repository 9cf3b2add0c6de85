// Credentials of the camera's web server. The password lives only in memory and in the
// Authorization header; nothing here prints or stores it.

export interface CameraCredentials {
  user: string;
  password: string;
}

/** What cameras ship with; a tool should warn when they are still in use. */
export const factoryCredentials: Readonly<CameraCredentials> = { user: 'admin', password: 'meinsm' };

export function isFactoryCredentials({ user, password }: CameraCredentials): boolean {
  return user === factoryCredentials.user && password === factoryCredentials.password;
}

/** `Basic <base64(user:password)>` (user and password as UTF-8, as browsers send them). */
export function basicAuthorization({ user, password }: CameraCredentials): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}
