import { useCallback, useRef, useState } from 'react';
import { AssinaturaDialog, type OpcoesAssinatura, type ResultadoAssinatura } from './AssinaturaDialog';

export type { ArquivoParaAssinar, OpcoesAssinatura, ResultadoAssinatura } from './AssinaturaDialog';
export type { ArquivoAssinado } from './assinatura.api';

/**
 * The electronic signature for any screen (spec 001 §4 "Signing flow"):
 *
 *   const { assinar, dialogo } = useAssinatura();
 *   const { resultado, assinados } = await assinar({ arquivos: [{ nome: 'receita.pdf', conteudo: blob }] });
 *   ...
 *   return <>{...}{dialogo}</>;
 *
 * `resultado` is 'assinado' (the signed event), 'pulado' (skip confirmed) or 'cancelado'. Each
 * call opens a fresh dialog; a call while one is open ends the previous one as 'cancelado'.
 */
export function useAssinatura() {
  const [pedido, setPedido] = useState<{ id: number; opcoes: OpcoesAssinatura } | null>(null);
  const [aberto, setAberto] = useState(false);
  const resolver = useRef<((r: ResultadoAssinatura) => void) | null>(null);
  const contador = useRef(0);

  const assinar = useCallback(
    (opcoes: OpcoesAssinatura) =>
      new Promise<ResultadoAssinatura>((resolve) => {
        resolver.current?.({ resultado: 'cancelado', assinados: [] });
        resolver.current = resolve;
        contador.current += 1;
        setPedido({ id: contador.current, opcoes });
        setAberto(true);
      }),
    [],
  );

  const concluir = useCallback((r: ResultadoAssinatura) => {
    setAberto(false);
    const resolve = resolver.current;
    resolver.current = null;
    resolve?.(r);
  }, []);

  const dialogo = pedido ? <AssinaturaDialog key={pedido.id} aberto={aberto} opcoes={pedido.opcoes} onConcluir={concluir} /> : null;
  return { assinar, dialogo };
}
