import type { Content } from 'pdfmake/interfaces.js';
import { describe, expect, it } from 'vitest';
import { gerarPdf } from '../pdf.js';
import { lerPdf } from '../pdf-teste.js';
import { cabecalhoComLogo, cabecalhoGaranhuns, IMPRESSO_EM, plano } from './amostras.fixture.js';
import { AVISO_TRANSPORTE, type TransporteDados, transporte, transporteLote } from './transporte.js';

const cab = { ...cabecalhoGaranhuns, unidade: 'UBS Heliópolis', telefone: '8737625555' };

const viagem: TransporteDados = {
  pacienteNome: 'José Antônio da Conceição',
  pacienteNomeSocial: 'Zeca',
  prontuario: '004512',
  dataNascimento: '1958-03-14',
  telefones: ['87999112233', '8737625566'],
  destino: 'Recife — Hospital da Restauração',
  motivo: 'Consulta em cardiologia',
  horario: '09:30:00',
  ponto: 'Praça Mestre Dominguinhos',
  veiculo: 'Van Sprinter QWE-1A23',
  observacao: 'Paciente cadeirante; embarcar pela porta lateral.',
  acompanhantes: [
    { nome: 'Maria Luíza da Conceição', cns: '898001160660006', telefone: '87988776655', relacao: 'Filha' },
    { nome: 'Severino Ramos Araújo', cns: '700501234567897', telefone: null, relacao: 'Cuidador' },
    { nome: 'Terceiro Não Impresso', cns: null, telefone: null, relacao: 'Vizinho' },
  ],
  dataSaida: '2026-03-10',
  horarioSaida: '04:30:00',
  usuario: 'Ana Beatriz Araújo',
};

async function ler(def: ReturnType<typeof transporte>) {
  return lerPdf(await gerarPdf(def));
}

describe('comprovante de transporte (10,3 cm)', () => {
  it('prints the patient, the trip, the observation, the departure, the warning and the footer on a 10.3 cm slip', async () => {
    const pdf = await ler(transporte(viagem, cab, { impressoEm: IMPRESSO_EM }));
    expect(pdf.paginas).toHaveLength(1);
    expect(pdf.paginas[0]?.larguraCm).toBeCloseTo(10.3, 1);
    expect(Math.abs((pdf.paginas[0]?.larguraCm ?? 0) - 10.3)).toBeLessThan(0.05);
    expect(pdf.titulo).toBe('TRANSPORTE');
    const t = plano(pdf.textos[0]);
    expect(t).toContain('Prefeitura Municipal de Garanhuns');
    expect(t).toContain('Secretaria Municipal de Saúde');
    expect(t).toContain('TRANSPORTE');
    expect(t).toContain('José Antônio da Conceição (Zeca)');
    expect(t).toMatch(/Prontuário: 004512 Nascimento: 14\/03\/1958/);
    expect(t).toContain('Telefone: (87) 99911-2233 / (87) 3762-5566');
    expect(t).toMatch(/Unidade: UBS Heliópolis Tel\. da unidade: \(87\) 3762-5555/);
    expect(t).toContain('Usuário: Ana Beatriz Araújo');
    expect(t).toContain('Destino: Recife — Hospital da Restauração');
    expect(t).toContain('Motivo: Consulta em cardiologia');
    expect(t).toMatch(/Horário da consulta: 09:30 Veículo: Van Sprinter QWE-1A23/);
    expect(t).toContain('Ponto de embarque: Praça Mestre Dominguinhos');
    expect(t).toContain('Paciente cadeirante; embarcar pela porta lateral.');
    expect(t).toMatch(/Data da saída: 10\/03\/2026 Horário de saída: 04:30/);
    expect(t).toContain('ATENÇÃO');
    expect(t).toContain('Esteja no ponto de embarque com 30 minutos de antecedência');
    expect(t).toContain('Impresso por Ana Beatriz Araújo em 06/03/2026 11:20');
    expect(t).toContain('Saúde Municipal — Versão 2.41.29');
    // companions only with comprovanteAcompanhante; no urgent banner on a regular trip
    expect(t).not.toContain('Maria Luíza da Conceição');
    expect(t).not.toMatch(/ACOMPANHANTE/);
    expect(t).not.toContain('SOLICITAÇÃO URGENTE');
    expect(t).not.toContain('Protocolo de fechamento');
  });

  it('prints at most two companions, with CNS masked, when comprovanteAcompanhante is set', async () => {
    const t = plano((await ler(transporte(viagem, cab, { comprovanteAcompanhante: true, impressoEm: IMPRESSO_EM }))).textos[0]);
    expect(t).toContain('ACOMPANHANTES');
    expect(t).toContain('Nome: Maria Luíza da Conceição');
    expect(t).toMatch(/CNS: 898 0011 6066 0006 Telefone: \(87\) 98877-6655/);
    expect(t).toContain('Relação: Filha');
    expect(t).toContain('Nome: Severino Ramos Araújo');
    expect(t).toContain('CNS: 700 5012 3456 7897');
    expect(t).toContain('Relação: Cuidador');
    expect(t).not.toContain('Terceiro Não Impresso');
  });

  it('prints the period of a recurring trip instead of the departure, and the municipality protocol message in the warning box', async () => {
    const t = plano(
      (
        await ler(
          transporte(
            { ...viagem, dataInicial: '2026-03-09', dataFinal: '2026-03-13', mensagemProtocolo: 'Ligue 156 para remarcar a viagem.' },
            cab,
            { impressoEm: IMPRESSO_EM },
          ),
        )
      ).textos[0],
    );
    expect(t).toMatch(/Data inicial: 09\/03\/2026 Data final: 13\/03\/2026/);
    expect(t).not.toContain('Data da saída');
    expect(t).toContain('Ligue 156 para remarcar a viagem.');
    expect(t).not.toContain(AVISO_TRANSPORTE.slice(0, 40));
  });

  it('the urgent variant adds the banner, the closing protocol number and the regulation confirmation', async () => {
    const t = plano(
      (
        await ler(
          transporte(
            {
              ...viagem,
              urgente: true,
              regulacaoSolicitacaoNumero: '2026/000871',
              regulacaoMensagemComprovanteAgendamento: 'Vaga confirmada pela Central de Regulação em 05/03/2026.',
            },
            cab,
            { impressoEm: IMPRESSO_EM },
          ),
        )
      ).textos[0],
    );
    expect(t).toContain('SOLICITAÇÃO URGENTE');
    expect(t).toContain('Protocolo de fechamento: 2026/000871');
    expect(t).toContain('Vaga confirmada pela Central de Regulação em 05/03/2026.');
  });

  it('a batch prints one slip per page, each 10.3 cm wide', async () => {
    const nomes = ['Cícera Maria de Lima', 'Antônio Galdino Tenório', 'Edvânia Sá Barreto'];
    const pdf = await ler(
      transporteLote(
        nomes.map((pacienteNome) => ({ ...viagem, pacienteNome, pacienteNomeSocial: null })),
        cab,
        { impressoEm: IMPRESSO_EM },
      ),
    );
    expect(pdf.paginas).toHaveLength(3);
    pdf.paginas.forEach((p, i) => {
      expect(Math.abs(p.larguraCm - 10.3)).toBeLessThan(0.05);
      expect(pdf.textos[i]).toContain(nomes[i]);
      expect(pdf.textos[i]).toContain('TRANSPORTE');
      for (const outro of nomes.filter((_, j) => j !== i)) expect(pdf.textos[i]).not.toContain(outro);
    });
    expect(() => transporteLote([], cab)).toThrow('nenhum comprovante');
  });

  it('draws the logo 30 px (22.5 pt) tall', async () => {
    const comLogo = await cabecalhoComLogo();
    const def = transporte(viagem, comLogo, { impressoEm: IMPRESSO_EM });
    const imagens: { fit?: [number, number] }[] = [];
    const visitar = (n: unknown) => {
      if (!n || typeof n !== 'object') return;
      if ('image' in n) imagens.push(n as { fit?: [number, number] });
      for (const v of Object.values(n)) visitar(v);
    };
    visitar(def.content as Content);
    expect(imagens).toHaveLength(1);
    expect(imagens[0]?.fit?.[1]).toBe(22.5);
    const pdf = await ler(def);
    expect(pdf.paginas).toHaveLength(1);
    expect(pdf.textos[0]).toContain('Prefeitura Municipal de Garanhuns');
  });
});
