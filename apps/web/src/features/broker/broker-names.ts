/** Display names of the gateway's broker ids (integrations.md §2.3). */
const BROKER_NAMES: Record<string, string> = {
  aliceblue: 'Alice Blue',
  angelbroking: 'Angel One',
  axis: 'Axis Direct',
  edel: 'Nuvama (Edelweiss)',
  fivepaisa: '5paisa',
  hdfc: 'HDFC Securities',
  iifl: 'IIFL Securities',
  kite: 'Zerodha Kite',
  trustline: 'Trustline',
  upstox: 'Upstox',
};

export function brokerName(id: string): string {
  return BROKER_NAMES[id] ?? id;
}
