/**
 * What payments needs of groups, which sits above it (a group's pages open the payments dialogs):
 * a port declared here, implemented by groups and handed over by the shell (app/feature-ports.tsx).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

export interface PaymentPorts {
  /** Re-reads the group answers a payment changes (plans, payment status, membership). */
  refreshGroups: (queryClient: QueryClient, groupId?: number) => Promise<void>;
}

export const PaymentPortsContext = createContext<PaymentPorts | null>(null);

export function usePaymentPorts(): PaymentPorts {
  const ports = useContext(PaymentPortsContext);
  if (!ports) throw new Error('No PaymentPorts: app/feature-ports.tsx');
  return ports;
}
