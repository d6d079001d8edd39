import { useSearchParams } from 'react-router';

/** The filters of the queue screen (spec 000 §2.6), kept in the URL so a reload or "Voltar" shows the same queue. */
export const CHAVES_FILTRO = {
  centroCusto: 'centroCusto',
  busca: 'q',
  ordenacao: 'ordenacao',
  tempoEspera: 'tempoEspera',
  opcaoEntrada: 'opcaoEntrada',
  prioridade: 'prioridade',
  classificacaoRisco: 'risco',
  status: 'status',
  sala: 'sala',
} as const;

export type Filtro = keyof typeof CHAVES_FILTRO;

const numero = (v: string | null) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function useFiltrosFila() {
  const [params, setParams] = useSearchParams();
  const ler = (f: Filtro) => numero(params.get(CHAVES_FILTRO[f]));
  const filtros = {
    centroCustoId: ler('centroCusto'),
    busca: params.get(CHAVES_FILTRO.busca) ?? '',
    ordenacao: params.get(CHAVES_FILTRO.ordenacao) === 'chegada' ? ('chegada' as const) : ('risco' as const),
    tempoEsperaId: ler('tempoEspera'),
    opcaoEntradaId: ler('opcaoEntrada'),
    prioridadeId: ler('prioridade'),
    classificacaoRiscoId: ler('classificacaoRisco'),
    status: ler('status'),
    salaId: ler('sala'),
  };

  const definir = (mudancas: Partial<Record<Filtro, string | number | undefined | null>>) =>
    setParams(
      (anterior) => {
        const proximo = new URLSearchParams(anterior);
        for (const [f, v] of Object.entries(mudancas)) {
          const chave = CHAVES_FILTRO[f as Filtro];
          if (v === undefined || v === null || v === '') proximo.delete(chave);
          else proximo.set(chave, String(v));
        }
        // risk and priority is the default order: the URL names only the other one
        if (proximo.get(CHAVES_FILTRO.ordenacao) === 'risco') proximo.delete(CHAVES_FILTRO.ordenacao);
        return proximo;
      },
      { replace: true },
    );

  return { filtros, definir };
}
