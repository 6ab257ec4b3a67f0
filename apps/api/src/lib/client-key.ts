// The key every per-client throttle counts by: IPv4 as is (also when IPv4-mapped), IPv6 by its /64
// network, since one subscriber usually holds a whole /64 and could otherwise rotate addresses
// freely. One helper, so the form, upload, public-read and sign-in throttles agree.
import ipaddr from "ipaddr.js";

export function clientKey(ip: string): string {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(ip); // IPv4-mapped IPv6 becomes IPv4
  } catch {
    return `ip:${ip}`;
  }
  if (address.kind() === "ipv4") return `ip:${address.toString()}`;
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`);
  return `ip6:${network.toString()}/64`;
}
