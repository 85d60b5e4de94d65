import { contentLang, tr, trFormat, type ItemState, type TeamMember } from '@navdhara/shared';
import { CmsImage } from '@navdhara/shared/ui';
import { LoadState } from './LoadState';
import styles from './BoardOfDirectors.module.css';

/** Board of Directors grid, from the CMS `teams` (docs/requirements.md#about-page: name and image). */
export function BoardOfDirectors({ team }: { team: ItemState<TeamMember[]> }) {
  return (
    <LoadState
      loading={team.loading}
      failed={team.status === 'error'}
      label={tr('Loading the Board of Directors')}
      onRetry={team.reload}
      testId="board"
    >
      <ul className={styles.grid} data-testid="board-grid">
        {(team.data ?? []).map((member) => (
          <li key={member.id} className={styles.member} lang={contentLang(member)}>
            {member.image ? (
              // 2 to a row, 4 from 1024 px.
              <CmsImage
                image={member.image}
                alt={
                  member.image.alternativeText ||
                  trFormat('Portrait of {name}', { name: member.name })
                }
                sizes="(min-width: 1024px) 25vw, 50vw"
                className={styles.photo}
              />
            ) : (
              <span className={styles.photo} aria-hidden="true" />
            )}
            <h3 className={styles.name}>{member.name}</h3>
            {member.designation && <p className={styles.role}>{member.designation}</p>}
          </li>
        ))}
      </ul>
    </LoadState>
  );
}
