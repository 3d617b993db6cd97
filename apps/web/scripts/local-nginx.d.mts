export function nginxBinary(log?: (message: string) => void): string;
export function siteProxyConfig(
  dir: string,
  ports: { upstreamPort: number | string; listenPort: number | string },
): string;
export function nginxCommand(dir: string, httpBody: string): { command: string; args: string[] };
export function clusterProxyConfig(
  dir: string,
  ports: {
    listenPort: number | string;
    webPorts: Array<number | string>;
    apiPorts: Array<number | string>;
    apiBalancerPort: number | string;
    siteBalancerPort: number | string;
  },
): string;
