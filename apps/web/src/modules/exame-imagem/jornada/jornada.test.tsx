import { imgJornadaResource } from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = imgJornadaResource.permissoes;
const POST = 'POST /api/exame-imagem/jornada';
const form = {
  equipamentos: [
    { id: 11, nome: 'Raio-X Digital — Sala 1', unidadeId: 3, modalidade: 1 },
    { id: 12, nome: 'Ultrassom — Sala 2', unidadeId: 3, modalidade: 2 },
  ],
  profissionais: [{ id: 40, nome: 'Marcelo Augusto Queiroz', unidadeIds: [3] }],
  unidades: [
    { id: 3, nome: 'Policlínica Municipal' },
    { id: 4, nome: 'UBS Heliópolis' },
  ],
  infraestruturas: [{ id: 9, nome: 'Sala de Raio-X', unidadeId: 3 }],
  situacoes: [{ id: 1, nome: 'Ativa' }],
};

describe('exame-imagem/jornada', () => {
  it('lists the agendas by equipment with modality, days and times', async () => {
    logar(sessao({ permissoes: [P.visualizar] }));
    mockApi({
      'GET /api/exame-imagem/jornada/datatable': wire({
        draw: 1,
        recordsTotal: 1,
        recordsFiltered: 1,
        data: [
          {
            id: 1,
            recursoNome: 'Raio-X Digital — Sala 1',
            modalidadeNome: 'Radiografia (CR/DX)',
            unidadeNome: 'Policlínica Municipal',
            dias: 'Seg, Ter, Qua, Qui, Sex',
            horario: '07:00 – 12:00',
            vagas: 20,
            vigenciaInicio: '2026-10-28',
            situacaoNome: 'Ativa',
          },
        ],
      }),
    });
    renderApp('/exame-imagem/jornada/index');
    expect(await screen.findByText('Raio-X Digital — Sala 1', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('07:00 – 12:00')).toBeTruthy();
    expect(screen.getByText('Seg, Ter, Qua, Qui, Sex')).toBeTruthy();
  }, 60_000);

  it('create/{id} preselects the equipment and its unit, counts the slots and puts the 422 on its field', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({
      'GET /api/exame-imagem/jornada/create': wire({ form }),
      [POST]: reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { vigencia_inicio: ['Início da vigência é inválido.'] },
      }),
    });
    const { user } = renderApp('/exame-imagem/jornada/create/11', { user: { pointerEventsCheck: 0 } });
    expect(await screen.findByText('Raio-X Digital — Sala 1 (Radiografia (CR/DX))', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getAllByText('Policlínica Municipal').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Horário inicial'), { target: { value: '07:00' } });
    fireEvent.blur(screen.getByLabelText('Horário inicial'));
    fireEvent.change(screen.getByLabelText('Horário final'), { target: { value: '12:00' } });
    fireEvent.blur(screen.getByLabelText('Horário final'));
    fireEvent.change(screen.getByLabelText('Vagas por dia'), { target: { value: '20' } });
    expect(await screen.findByText('20 horários de exame por dia · 20 vagas')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Início da vigência'), { target: { value: '05/01/2026' } });
    fireEvent.blur(screen.getByLabelText('Início da vigência'));
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await waitFor(() => expect(api.de(POST)).toHaveLength(1));
    expect(api.de(POST)[0]?.body).toMatchObject({
      recurso_tipo: 4,
      recurso_id: 11,
      unidade_id: 3,
      situacao_id: 1,
      dias_semana: [1, 2, 3, 4, 5],
      duracao_minutos: 15,
      vagas: 20,
    });
    expect(
      await screen.findByText('Início da vigência é inválido.', { selector: '.ant-form-item-explain-error' }, { timeout: 30_000 }),
    ).toBeTruthy();
  }, 60_000);
});
