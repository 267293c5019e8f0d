/** Types of securityHeaders.cjs (the one definition of the site's security headers). */
export interface CspOptions {
  frameAncestors: string;
  /** `https://cognito-idp.<region>.amazonaws.com` when the site signs in against Cognito itself. */
  cognitoOrigin?: string;
  /** The dev server: HMR's inline preamble and websocket. */
  dev?: boolean;
}
export declare const HSTS_MAX_AGE: number;
export declare const REFERRER_POLICY: string;
export declare const PERMISSIONS_POLICY: string;
export declare function contentSecurityPolicy(options: CspOptions): string;
export declare function headersFor(
  pathname: string,
  options?: { cognitoOrigin?: string; dev?: boolean },
): Record<string, string>;
export declare function isFramable(pathname: string): boolean;
export declare function isStandaloneFile(pathname: string): boolean;
export declare function cloudFront(serverless: {
  resolveVariable: (address: string) => Promise<unknown>;
}): Promise<Record<'site' | 'embed' | 'standalone', Record<string, unknown>>>;
