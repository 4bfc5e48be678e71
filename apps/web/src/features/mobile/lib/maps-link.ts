/**
 * A link that opens the phone's maps app on the address: Android hands `geo:` links to the maps
 * app of the agent's choice; iOS and desktop browsers do not know `geo:`, and open Google Maps'
 * universal link instead (the Google Maps app when installed, else the web page).
 */
export function mapsLinkOf(address: string, userAgent = navigator.userAgent): string {
  const query = encodeURIComponent(address);
  return /Android/i.test(userAgent) ? `geo:0,0?q=${query}` : `https://maps.google.com/?q=${query}`;
}
