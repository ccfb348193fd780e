import { useSavedLists } from '../../features/discovery/api/library';
import { MyPlaylistsPage } from '../../features/playlists/components/my-playlists-page';

/** `/playlists`: the fan's playlists and saved lists to build one from. */
export function PlaylistsRoute() {
  // The fan's saved lists belong to discovery; the playlists feature builds from them.
  return <MyPlaylistsPage lists={useSavedLists()} />;
}
