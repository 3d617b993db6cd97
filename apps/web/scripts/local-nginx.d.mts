export function nginxBinary(log?: (message: string) => void): string;
export function selfSignedCertificate(dir: string): string;
export function siteProxyConfig(
  dir: string,
  ports: {
    upstreamPort: number | string;
    listenPort: number | string;
    tlsPort?: number | string;
    accessLog?: string;
  },
): string;
export function nginxCommand(dir: string, httpBody: string): { command: string; args: string[] };
export function clusterProxyConfig(
  dir: string,
  ports: {
    listenPort: number | string;
    tlsPort?: number | string;
    webPorts: Array<number | string>;
    apiPorts: Array<number | string>;
    apiBalancerPort: number | string;
    siteBalancerPort: number | string;
    accessLog?: string;
  },
): string;
