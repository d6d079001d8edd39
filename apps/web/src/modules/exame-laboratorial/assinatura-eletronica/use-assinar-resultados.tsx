import { useAssinarVarios } from '../../../components/assinatura/use-assinar-varios';
import { resultadoApi } from '../lancamento-resultado/resultado.api';

/**
 * Signs several results at once (issue 21): each result's PDF names the professional as responsible; each signed
 * copy is stored back on its result, which then becomes final. Resolves with the ids stored.
 */
export function useAssinarResultados() {
  const { assinarVarios, dialogo } = useAssinarVarios({
    pdf: resultadoApi.pdfParaAssinar,
    guardar: resultadoApi.guardarAssinado,
    arquivo: (id) => `resultado-${id}.pdf`,
    nome: { um: 'Resultado', varios: 'resultados' },
    consultas: [['lab-assinar']],
  });
  return { assinarResultados: assinarVarios, dialogo };
}
