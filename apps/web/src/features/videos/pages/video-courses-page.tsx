import { Container, Tab, Tabs, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/api/use-session.ts';
import { PagedGrid } from '../components/paged-grid.tsx';
import { PlaylistCard } from '../components/playlist-card.tsx';
import { VideoSearchList } from '../components/video-search-list.tsx';
import { useVideoCourses } from '../hooks.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';

const TABS = ['videos', 'courses'] as const;
type CoursesTab = (typeof TABS)[number];

/**
 * /video-course-list: the Videos tab (trending videos with search and the Free/Paid filter, where
 * Trending's "View all" leads) and the Courses tab (Verified playlists with their owner, price and
 * video count), each 20 a page with infinite scroll. The tab is in the address (?tab=courses).
 */
export function VideoCoursesPage() {
  const [params, setParams] = useSearchParams();
  const tab: CoursesTab = params.get('tab') === 'courses' ? 'courses' : 'videos';
  return (
    <Container maxWidth="lg" disableGutters sx={{ pb: 4 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {VIDEO_TEXTS.coursesHeading}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: CoursesTab) =>
          setParams(next === 'videos' ? {} : { tab: next }, { replace: true })
        }
        aria-label={VIDEO_TEXTS.coursesTabsLabel}
        sx={{ mb: 2 }}
      >
        <Tab value="videos" label={VIDEO_TEXTS.videosTab} />
        <Tab value="courses" label={VIDEO_TEXTS.coursesTab} />
      </Tabs>
      {tab === 'videos' ? <VideoSearchList /> : <CourseList />}
    </Container>
  );
}

function CourseList() {
  const courses = useVideoCourses();
  const viewerId = Number(useSession().userId ?? 0);
  const items = useMemo(
    () => courses.data?.pages.flatMap((page) => page.video_courses) ?? [],
    [courses.data],
  );
  return (
    <PagedGrid
      query={courses}
      count={items.length}
      label={VIDEO_TEXTS.coursesLabel}
      empty={VIDEO_TEXTS.noCourses}
      moreFailed={VIDEO_TEXTS.moreFailed}
      loadingMore="Loading more video courses"
    >
      {items.map((course) => (
        <li key={course.id}>
          <PlaylistCard
            playlist={course}
            isMine={course.is_my_playlist || course.profile.user === viewerId}
          />
        </li>
      ))}
    </PagedGrid>
  );
}
