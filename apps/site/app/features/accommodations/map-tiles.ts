/**
 * The map tiles (OpenStreetMap's standard layer). The build's Content-Security-Policy allows
 * their origin (apps/site/scripts/host-config.ts); a new tile server goes here.
 */
export const mapTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const mapTileOrigin = new URL(mapTileUrl.replace(/\{[a-z]\}/g, '0')).origin;
