import {
  FORMULARIO_REQUISICAO_EXAME,
  INSPECAO_COLO,
  MOTIVO_EXAME_COLO,
  SANGRAMENTO_APOS_MENOPAUSA,
  SANGRAMENTO_APOS_RELACOES,
  SIM_NAO_NAO_SABE,
} from '@saude/shared';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../cabecalho.js';
import { laboratorioEmBranco, pacienteSiscan, responsavel, unidadeSiscan } from './blocos.js';
import { dataOuBranco, escrito, linha, moldura, montar, opcao, opcoes, pergunta, SUBTITULO_SISCAN, secao, simNao } from './comum.js';
import type { DadosRequisicaoColoUtero, OpcoesRequisicaoExame } from './tipos.js';

/**
 * SISCAN "Requisição de exame citopatológico – colo do útero" (spec 001 §7 requisicaoExameCitopatologicoColoUtero):
 * requesting unit, the woman's identification and address, the anamnesis (questions 1–10), the clinical
 * exam (11–12), who collected, and the laboratory's boxes left blank for the lab.
 */
export function requisicaoExameCitopatologicoColoUtero(
  d: DadosRequisicaoColoUtero,
  cab: CabecalhoImpressao,
  o: OpcoesRequisicaoExame,
): TDocumentDefinitions {
  const c = d.clinico;
  const snn = (v: string) => opcoes(SIM_NAO_NAO_SABE, v);
  const conteudo = [
    unidadeSiscan(d),
    ...pacienteSiscan(d.paciente),
    secao('Dados da anamnese', [
      moldura([
        pergunta('1. Motivo do exame:', opcoes(MOTIVO_EXAME_COLO, c.motivoExame)),
        pergunta('2. Fez o exame preventivo (Papanicolaou) alguma vez?', snn(c.fezPreventivo), {
          emLinha: true,
          extra: escrito('Quando fez o último exame? (ano)', c.anoUltimoPreventivo),
        }),
        pergunta('3. Usa DIU?', snn(c.usaDiu), { emLinha: true }),
        pergunta('4. Está grávida?', snn(c.estaGravida), { emLinha: true }),
        pergunta('5. Usa pílula anticoncepcional?', snn(c.usaPilula), { emLinha: true }),
        pergunta('6. Usa hormônio/remédio para tratar a menopausa?', snn(c.usaHormonioMenopausa), { emLinha: true }),
        pergunta('7. Já fez tratamento por radioterapia?', snn(c.fezRadioterapia), { emLinha: true }),
        pergunta('8. Data da última menstruação/regra:', escrito('Data', dataOuBranco(c.dataUltimaMenstruacao)), {
          emLinha: true,
          extra: { columns: [opcao('Não sabe / Não lembra', c.dumNaoSabe)] },
        }),
        pergunta(
          '9. Tem ou teve algum sangramento após relações sexuais? (não considerar a primeira relação sexual na vida)',
          opcoes(SANGRAMENTO_APOS_RELACOES, c.sangramentoAposRelacoes),
        ),
        pergunta(
          '10. Tem ou teve algum sangramento após a menopausa? (não considerar o(s) sangramento(s) na vigência de reposição hormonal)',
          opcoes(SANGRAMENTO_APOS_MENOPAUSA, c.sangramentoAposMenopausa),
        ),
      ]),
    ]),
    secao('Exame clínico', [
      moldura([
        pergunta('11. Inspeção do colo:', opcoes(INSPECAO_COLO, c.inspecaoColo, 2)),
        pergunta('12. Sinais sugestivos de doenças sexualmente transmissíveis?', simNao(c.sinaisDst), { emLinha: true }),
      ]),
      linha({ rotulo: 'Data da coleta', valor: dataOuBranco(c.dataColeta), largura: 90 }, { rotulo: 'Observação', valor: ' ' }),
    ]),
    responsavel(d.profissional, d.dataSolicitacao, 'Responsável pela coleta / requisição'),
    laboratorioEmBranco(),
  ];
  return montar(FORMULARIO_REQUISICAO_EXAME.CITOPATOLOGICO_COLO_UTERO.titulo, SUBTITULO_SISCAN, conteudo, cab, o);
}
