import { useAssinarVarios } from '../../../components/assinatura/use-assinar-varios';
import { laudoImagemApi } from './laudo-imagem.api';

/**
 * Signs several imaging reports at once (issue 22): each report's PDF names the radiologist on the signature line;
 * each signed copy is stored back on its report, which then is released. Resolves with the ids stored.
 */
export function useAssinarLaudos() {
  const { assinarVarios, dialogo } = useAssinarVarios({
    pdf: laudoImagemApi.pdfParaAssinar,
    guardar: laudoImagemApi.guardarAssinado,
    arquivo: (id) => `laudo-${id}.pdf`,
    nome: { um: 'Laudo', varios: 'laudos' },
    consultas: [['img-assinar-profissionais']],
  });
  return { assinarLaudos: assinarVarios, dialogo };
}
