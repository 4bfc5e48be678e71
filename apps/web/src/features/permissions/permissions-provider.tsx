import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  hasFeature as hasFeatureIn,
  isLimitExceeded as isLimitExceededIn,
  usagePercentage as usagePercentageIn,
  type CompanyPlan,
  type Feature,
  type LimitName,
  type UsageValue,
} from '@tourneo/domain';
import {
  PERMISSIONS_EXPIRY_CHECK_MS,
  PERMISSIONS_LOADER_DELAY_MS,
  getCompanyPlanQueryOptions,
} from './api/get-company-plan.ts';

export interface PermissionsState {
  permissions: Record<string, boolean> | null;
  planInfo: CompanyPlan | null;
  companyName: string | null;
  isLoading: boolean;
  error: string | null;
  hasFeature: (feature: Feature) => boolean;
  isLimitExceeded: (limit: LimitName) => boolean;
  usagePercentage: (limit: LimitName) => number;
  refresh: () => Promise<void>;
}

const PermissionsContext = createContext<PermissionsState | null>(null);

interface PermissionsProviderProps {
  companyId: number;
  companyName: string;
  onError?: (message: string) => void;
  children: ReactNode;
}

/** Loads the company's plan and features once, caches them 5 minutes, checks expiry every minute. */
export function PermissionsProvider({ companyId, companyName, onError, children }: PermissionsProviderProps) {
  const queryClient = useQueryClient();
  const [isStarted, setIsStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsStarted(true), PERMISSIONS_LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const options = getCompanyPlanQueryOptions(isStarted ? companyId : undefined);
  const query = useQuery(options);

  useEffect(() => {
    const interval = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: options.queryKey, stale: true });
    }, PERMISSIONS_EXPIRY_CHECK_MS);
    return () => clearInterval(interval);
  }, [queryClient, options.queryKey]);

  const reportedError = useRef<unknown>(null);
  useEffect(() => {
    if (query.error && reportedError.current !== query.error) {
      reportedError.current = query.error;
      console.error('Initialisation des permissions impossible', query.error);
      onError?.(MESSAGES.plans.permissionsLoadError);
    }
  }, [query.error, onError]);

  const value = useMemo<PermissionsState>(() => {
    const planInfo = query.data ?? null;
    const limits = planInfo?.plan.limits;
    const usage: Partial<Record<LimitName, UsageValue>> = planInfo?.usage ?? {};
    const usageOf = (limit: LimitName) => usage[limit] ?? 0;
    return {
      permissions: planInfo?.features ?? null,
      planInfo,
      companyName,
      isLoading: !planInfo && !query.error,
      error: query.error ? MESSAGES.plans.permissionsLoadError : null,
      hasFeature: (feature) => hasFeatureIn(planInfo?.features, feature),
      isLimitExceeded: (limit) => (limits ? isLimitExceededIn(usageOf(limit), limits[limit]) : false),
      usagePercentage: (limit) => (limits ? usagePercentageIn(usageOf(limit), limits[limit]) : 0),
      refresh: async () => {
        await queryClient.invalidateQueries({ queryKey: options.queryKey });
      },
    };
  }, [query.data, query.error, companyName, queryClient, options.queryKey]);

  return <PermissionsContext.Provider value={value}>{children}</PermissionsContext.Provider>;
}

export function usePermissions(): PermissionsState {
  const context = useContext(PermissionsContext);
  if (!context) {
    throw new Error('usePermissions doit être utilisé dans un PermissionsProvider');
  }
  return context;
}
