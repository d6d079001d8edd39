import { useSearchParams } from 'react-router';

const numero = (v: string | null) => (v && Number(v) > 0 ? Number(v) : undefined);

/**
 * A queue screen's filters kept in the URL (a reload or "Voltar" shows the same queue): `numero` reads an id filter
 * (anything else is no filter), `definir` changes some (an empty value removes it) without a history entry.
 */
export function useFiltrosNaUrl() {
  const [params, setParams] = useSearchParams();
  const definir = (mudanca: Record<string, string | number | undefined>) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        for (const [k, v] of Object.entries(mudanca)) v === undefined || v === '' ? n.delete(k) : n.set(k, String(v));
        return n;
      },
      { replace: true },
    );
  return { params, numero: (chave: string) => numero(params.get(chave)), definir };
}
