import { useParams } from 'react-router';
import { DetailItem, DetailList, Prose, formatDate } from '@/components/detail/detail';
import { DetailShell, type TranslationsSlot } from '@/components/entity/detail-shell';
import { Card } from '@/components/ui/card';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { imageUrl, publicUrl } from '@/lib/media';
import { useDeleteTeam } from '../api/delete-team';
import { useTeam } from '../api/get-team';

const M = ADMIN_MESSAGES.team;

/** /admin/team/:id, read-only; `translations` is its Translations tab, which the app layer composes. */
export function TeamDetailPage({ translations }: { translations?: TranslationsSlot } = {}) {
  const { id = '' } = useParams();
  const query = useTeam(id);
  const deleteTeam = useDeleteTeam();
  return (
    <DetailShell
      resource="team"
      eyebrow="Team member"
      query={query}
      titleOf={(t) => t.title}
      listPath="/teams"
      editPath={(t) => `/update-team/${t._id}`}
      publicHref={() => publicUrl('team')}
      deleteLabel="Delete Team Member"
      deleteMutation={deleteTeam}
      deleteFailedText={M.deleteFailed}
      loadErrorText={M.detailFailed}
      notFoundText={M.notFound}
      translations={translations}
    >
      {(team) => (
        <div className="detail-grid">
          <div className="detail-grid__main">
            <Card title="Member">
              <DetailList>
                <DetailItem label="Name">{team.title}</DetailItem>
                <DetailItem label="Position">{team.position}</DetailItem>
                <DetailItem label="Last updated">{formatDate(team.updatedAt, true)}</DetailItem>
                <DetailItem label="Email">
                  {team.email ? <a href={`mailto:${team.email}`}>{team.email}</a> : ''}
                </DetailItem>
                <DetailItem label="WhatsApp">{team.whatsapp}</DetailItem>
                <DetailItem label="Phone">{team.phone}</DetailItem>
              </DetailList>
            </Card>
            <Card title="Description">
              <Prose text={team.description} />
            </Card>
          </div>
          <aside className="detail-grid__side">
            <Card title="Portrait">
              {team.featuredImage ? (
                <img className="portrait" src={imageUrl(team.featuredImage)} alt={`Portrait of ${team.title}`} />
              ) : (
                <p className="picker__empty">{ADMIN_MESSAGES.noImage}</p>
              )}
            </Card>
          </aside>
        </div>
      )}
    </DetailShell>
  );
}
