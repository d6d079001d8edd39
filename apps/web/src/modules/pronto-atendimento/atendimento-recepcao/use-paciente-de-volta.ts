import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { handleApiError } from '../../../lib/errors';
import { recepcaoApi } from './recepcao.api';

/** The query of a patient's details at the reception (shared with the page's priority check). */
export const chavePacienteRecepcao = (id: number | undefined) => ['pronto-atendimento', 'recepcao', 'paciente', id] as const;

/**
 * The way back from the patient form (issue 16 item 4): "Novo paciente" opens it in this tab with ?voltar=<the
 * address returned here>; after saving, the form comes back with ?paciente=<id>, which picks that patient here (no
 * second tab, no search again) and then leaves the address. Other parameters (a ticket being received) stay.
 */
export function usePacienteDeVolta(pronto: boolean, escolher: (p: { id: number; label: string }) => void): string {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const id = Number(params.get('paciente')) || null;
  const lido = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per patient id arriving in the address
  useEffect(() => {
    if (!pronto || !id || lido.current === id) return;
    lido.current = id;
    setParams(
      (anterior) => {
        const proximo = new URLSearchParams(anterior);
        proximo.delete('paciente');
        return proximo;
      },
      { replace: true },
    );
    queryClient
      .fetchQuery({ queryKey: chavePacienteRecepcao(id), queryFn: () => recepcaoApi.paciente(id) })
      .then((p) => escolher({ id: p.id, label: p.label }))
      .catch(handleApiError);
  }, [pronto, id]);

  const resto = new URLSearchParams(location.search);
  resto.delete('paciente');
  const q = resto.toString();
  return `${location.pathname}${q ? `?${q}` : ''}`;
}
