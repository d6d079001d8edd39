import type { MenuItem } from '@saude/shared';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { MenuIcon } from '../../layouts/logged-in/menu-icons';
import { primeiraFolha } from './dashboard.api';

function contarTelas(item: MenuItem): number {
  return item.items?.length ? item.items.reduce((n, i) => n + contarTelas(i), 0) : 1;
}

export function ModulosCard({ modulos }: { modulos: MenuItem[] }) {
  return (
    <Card title="Módulos">
      {modulos.length === 0 ? (
        <Empty description="Nenhum módulo liberado para a sua lotação." />
      ) : (
        <Row gutter={[12, 12]}>
          {modulos.map((m) => {
            const telas = contarTelas(m);
            return (
              <Col key={m.id} xs={24} sm={12} xl={8}>
                <Link to={primeiraFolha(m)} aria-label={`Abrir ${m.nome}`}>
                  <Card size="small" hoverable className="sm-modulo-card">
                    <Card.Meta
                      avatar={
                        <span style={{ fontSize: 22, color: '#0b6bcb' }}>
                          <MenuIcon icone={m.icone} />
                        </span>
                      }
                      title={m.nome}
                      description={<Typography.Text type="secondary">{telas === 1 ? '1 tela' : `${telas} telas`}</Typography.Text>}
                    />
                  </Card>
                </Link>
              </Col>
            );
          })}
        </Row>
      )}
    </Card>
  );
}
