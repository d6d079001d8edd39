import { describe, expect, it } from 'vitest';
import { gerarPdf } from '../pdf.js';
import { lerPdf } from '../pdf-teste.js';
import { type AgendamentoDados, enderecoTexto, pedidoAgendamento } from './agendamento.js';
import { cabecalhoGaranhuns, IMPRESSO_EM, plano } from './amostras.fixture.js';

const pedido: AgendamentoDados = {
  pacienteNome: 'Francisca das Chagas Gonçalves',
  nomeSocial: 'Chica',
  prontuario: '7781',
  dataNascimento: '1972-11-02',
  idade: '53 anos',
  medicoNome: 'Dr. Ícaro Lopes Sampaio',
  profissionalNome: 'Rosângela Moura',
  nomeResponsavel: 'Raimundo Gonçalves',
  unidadeSolicitante: 'UBS Heliópolis',
  tipo: 'Rua',
  endereco: 'Dom José',
  numeroEndereco: '120',
  bairro: 'Heliópolis',
  cep: '55295000',
  telefone: '8737611234',
  localColeta: 'Posto de Coleta Centro',
  tipoColeta: 'Avenida',
  enderecoColeta: 'Santo Antônio',
  numeroEnderecoColeta: '455',
  bairroColeta: 'Centro',
  cepColeta: '55290000',
  laboratorio: 'Laboratório Municipal de Análises Clínicas',
  telefoneLaboratorio: '8737623300',
  unidadeExecutante: 'Policlínica Municipal',
  bairroExecutante: 'Magano',
  agendamentoNumero: '2026000123',
  data: '2026-03-12',
  horaExame: '07:00:00',
  dataEntrega: '2026-03-19',
  grupoExameNome: 'Bioquímica',
  observacao: 'Trazer exames anteriores.',
  mensagemProtocolo: 'Apresente este pedido e um documento com foto no dia do exame.',
  usuario: 'Ana Beatriz Araújo',
  examesIncluido: [
    { codigo: '0202010473', nome: 'Dosagem de glicose', preparo: 'Jejum de 8 horas' },
    { codigo: '0202020380', nome: 'Hemograma completo', observacao: 'Paciente anticoagulado' },
  ],
};

describe('pedido do agendamento (8 cm e 10,3 cm)', () => {
  for (const largura of [8, 10.3] as const) {
    it(`prints the patient, professionals, units with addresses, the exams and the messages on ${largura} cm`, async () => {
      const pdf = await lerPdf(await gerarPdf(pedidoAgendamento(pedido, cabecalhoGaranhuns, { largura, impressoEm: IMPRESSO_EM })));
      expect(pdf.paginas).toHaveLength(1);
      expect(Math.abs((pdf.paginas[0]?.larguraCm ?? 0) - largura)).toBeLessThan(0.05);
      expect(pdf.titulo).toBe('Pedido do Agendamento');
      const t = plano(pdf.textos[0]).replace(/\s*\n\s*/g, ' ');
      expect(t).toContain('Prefeitura Municipal de Garanhuns');
      expect(t).toContain('Pedido do Agendamento');
      expect(t).toContain('Nº 2026000123');
      expect(t).toContain('Francisca das Chagas Gonçalves (Chica)');
      expect(t).toContain('Prontuário: 7781');
      expect(t).toContain('Nascimento: 02/11/1972 (53 anos)');
      expect(t).toContain('Responsável: Raimundo Gonçalves');
      expect(t).toContain('Médico solicitante: Dr. Ícaro Lopes Sampaio');
      expect(t).toContain('Profissional: Rosângela Moura');
      expect(t).toContain('Grupo de exames: Bioquímica');
      expect(t).toMatch(/Data: 12\/03\/2026 Hora: 07:00/);
      expect(t).toContain('Entrega do resultado: 19/03/2026');
      expect(t).toContain('Unidade solicitante: UBS Heliópolis');
      expect(t).toContain('Rua Dom José, 120 – Heliópolis – CEP 55.295-000 – Tel.: (87) 3761-1234');
      expect(t).toContain('Local de coleta: Posto de Coleta Centro');
      expect(t).toContain('Avenida Santo Antônio, 455 – Centro – CEP 55.290-000');
      expect(t).toContain('Laboratório: Laboratório Municipal de Análises Clínicas');
      expect(t).toContain('Tel.: (87) 3762-3300');
      expect(t).toContain('Unidade executante: Policlínica Municipal');
      expect(t).toContain('EXAMES (2)');
      expect(t).toContain('0202010473 Dosagem de glicose');
      expect(t).toContain('Preparo: Jejum de 8 horas');
      expect(t).toContain('0202020380 Hemograma completo');
      expect(t).toContain('Obs.: Paciente anticoagulado');
      expect(t).toContain('Trazer exames anteriores.');
      expect(t).toContain('Apresente este pedido e um documento com foto no dia do exame.');
      expect(t).toContain('Impresso por Ana Beatriz Araújo em 06/03/2026 11:20');
      expect(t).not.toContain('URGENTE');
      expect(t).not.toContain('Regulação');
    });
  }

  it('an urgent, regulated scheduling shows the banner, the closing protocol and the regulation message', async () => {
    const pdf = await lerPdf(
      await gerarPdf(
        pedidoAgendamento(
          {
            ...pedido,
            nomeSocial: null,
            pacienteNomeSocial: 'Chiquinha',
            urgente: true,
            regulacaoProtocoloFechamento: 'REG-2026-0044',
            regulacaoMensagemComprovanteAgendamento: 'Procedimento autorizado pela Central de Regulação.',
          },
          cabecalhoGaranhuns,
          { largura: 10.3, impressoEm: IMPRESSO_EM },
        ),
      ),
    );
    const t = plano(pdf.textos[0]);
    expect(t).toContain('URGENTE');
    expect(t).toContain('Francisca das Chagas Gonçalves (Chiquinha)');
    expect(t).toContain('Regulação');
    expect(t).toContain('Protocolo de fechamento: REG-2026-0044');
    expect(t).toContain('Procedimento autorizado pela Central de Regulação.');
  });

  it('writes an address from whichever parts exist', () => {
    expect(enderecoTexto({ tipo: 'Travessa', endereco: 'do Rosário', numeroEndereco: 's/n' })).toBe('Travessa do Rosário, s/n');
    expect(enderecoTexto({ bairro: 'Magano', cep: '55294-310' })).toBe('Magano – CEP 55.294-310');
    expect(enderecoTexto({})).toBe('');
  });
});
