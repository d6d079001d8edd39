import { exportacaoEditRespostaSchema, exportacaoModeloRespostaSchema, IMU } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const modelo = (recusados: number) => ({
  id: 7,
  inicio: '2026-10-01',
  fim: '2026-10-31',
  sala: 'Sala de Vacinação da UBS Heliópolis',
  usuario: 'Coordenadora',
  geradaEm: '2026-11-02T12:00:00.000Z',
  status: 'ativa' as const,
  exportados: 10,
  recusados,
  canceladosAposExportacao: 0,
  arquivoNome: 'ria-2026-10-01-a-2026-10-31-7.ndjson',
  centroCustoId: 3,
  canceladaEm: null,
  canceladaPor: null,
  tamanho: 20480,
  pendencias: recusados
    ? [
        {
          id: 1,
          vacinacaoId: 55,
          situacao: 'recusado' as const,
          paciente: 'JOÃO DA SILVA',
          pacienteId: 9,
          vacina: 'Influenza',
          dose: 'DP',
          dataAplicacao: '2026-10-12',
          sala: 'Sala de Vacinação da UBS Heliópolis',
          motivos: ['Paciente sem CNS nem CPF.', 'Lote não informado.'],
        },
      ]
    : [],
});
const form = {
  salas: [{ id: 3, nome: 'Sala de Vacinação da UBS Heliópolis' }],
  inicio: '2026-10-01',
  fim: '2026-10-31',
  solicitanteConfigurado: true,
};

describe('imunizacao/exportacao/edit', () => {
  it('lists the refused records with their reasons and regenerates', async () => {
    logar(sessao({ permissoes: [IMU.exportacaoVer, IMU.exportacaoEditar] }));
    const api = mockApi({
      'GET /api/imunizacao/exportacao/7/edit': wireDe(exportacaoEditRespostaSchema, { data: { form, model: modelo(1) } }),
      'PUT /api/imunizacao/exportacao/regerar/7': wireDe(exportacaoModeloRespostaSchema, {
        model: modelo(0),
        message: 'Exportação regerada: 11 registro(s) exportado(s), 0 recusado(s).',
      }),
    });
    const { user } = renderApp('/imunizacao/exportacao/edit/7');
    expect(await screen.findByText('JOÃO DA SILVA', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Paciente sem CNS nem CPF.')).toBeTruthy();
    expect(screen.getByText('Lote não informado.')).toBeTruthy();
    expect(screen.getByText('Influenza — Dose periódica')).toBeTruthy();
    await user.click(screen.getByText('Regerar', { selector: 'button > span' }));
    await waitFor(() => expect(api.de('PUT /api/imunizacao/exportacao/regerar/7')).toHaveLength(1));
  }, 60_000);
});
