import {
  DETECCAO_LESAO,
  FORMULARIO_REQUISICAO_EXAME,
  LADO_MAMA,
  MATERIAL_CITOPATOLOGICO_MAMA,
  QUADRANTE_MAMA,
  SIM_NAO_NAO_SABE,
} from '@saude/shared';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../cabecalho.js';
import { decimalBr } from '../../formatos.js';
import { achadosMamas, laboratorioEmBranco, pacienteSiscan, responsavel, unidadeSiscan } from './blocos.js';
import { dataOuBranco, escrito, moldura, montar, opcoes, pergunta, SUBTITULO_SISCAN, secao } from './comum.js';
import type { DadosRequisicaoCitopatologicoMama, OpcoesRequisicaoExame } from './tipos.js';

/**
 * SISCAN "Requisição de exame citopatológico – mama" (spec 001 §7 requisicaoExameCitopatologicoMama):
 * anamnesis (high risk, pregnancy or breastfeeding), the clinical findings of each breast, how the lesion
 * was detected, and the material sent (puncture, nipple discharge) with side, location and size.
 */
export function requisicaoExameCitopatologicoMama(
  d: DadosRequisicaoCitopatologicoMama,
  cab: CabecalhoImpressao,
  o: OpcoesRequisicaoExame,
): TDocumentDefinitions {
  const c = d.clinico;
  const conteudo = [
    unidadeSiscan(d),
    ...pacienteSiscan(d.paciente),
    secao('Dados da anamnese', [
      moldura([
        pergunta('1. Risco elevado para câncer de mama?', opcoes(SIM_NAO_NAO_SABE, c.riscoElevado), { emLinha: true }),
        pergunta('2. Está grávida ou amamentando?', opcoes(SIM_NAO_NAO_SABE, c.gravidaOuAmamentando), { emLinha: true }),
      ]),
    ]),
    secao('Exame clínico das mamas', [
      achadosMamas('3. Achados do exame clínico:', c.achadosDireita, c.achadosEsquerda),
      moldura([pergunta('4. Detecção da lesão:', opcoes(DETECCAO_LESAO, c.deteccaoLesao), { emLinha: true })]),
    ]),
    secao('Material enviado', [
      moldura([
        pergunta('5. Material:', opcoes(MATERIAL_CITOPATOLOGICO_MAMA, c.material, 2)),
        pergunta('6. Procedente de:', opcoes(LADO_MAMA, c.lado), { emLinha: true }),
        pergunta('7. Localização da lesão:', opcoes(QUADRANTE_MAMA, c.localizacao), { emLinha: true }),
        pergunta('8. Tamanho da lesão:', escrito('cm', c.tamanhoLesaoCm == null ? null : decimalBr(c.tamanhoLesaoCm)), {
          emLinha: true,
          extra: escrito('Data da coleta', dataOuBranco(c.dataColeta)),
        }),
      ]),
    ]),
    responsavel(d.profissional, d.dataSolicitacao, 'Responsável pela coleta / requisição'),
    laboratorioEmBranco(),
  ];
  return montar(FORMULARIO_REQUISICAO_EXAME.CITOPATOLOGICO_MAMA.titulo, SUBTITULO_SISCAN, conteudo, cab, o);
}
