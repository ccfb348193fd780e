import { MyPlaylistsPage } from '../../features/playlists/components/my-playlists-page';

/** `/playlists`: the fan's playlists and saved lists to build one from. */
export function PlaylistsRoute() {
  return <MyPlaylistsPage />;
}
